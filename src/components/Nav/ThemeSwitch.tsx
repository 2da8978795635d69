import * as React from 'react';
import { useT } from '../../hooks/useLocale';
import { useTheme } from '../../hooks/useTheme';
import { nextThemeSetting } from '../../utils/theme';
import { AutoThemeIcon, MoonIcon, SunIcon } from '../Icons';
import { Tooltip } from '../Floating/Tooltip';
import * as styles from './Navbar.module.css';

/**
 * Cycles light → dark → auto. All three icons are rendered and CSS shows the
 * one matching `html[data-theme-setting]`, so the server-rendered page never
 * shows the wrong icon before the stored setting is known.
 */
export function ThemeSwitch() {
  const t = useT();
  const [setting, setSetting] = useTheme();
  const names = { light: t.themeLight, dark: t.themeDark, auto: t.themeAuto };
  const label = setting ? `${t.themeLabel}: ${names[setting]}` : t.themeLabel;
  return (
    <Tooltip content={label}>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.themeSwitch}`}
        aria-label={label}
        data-setting={setting ?? undefined}
        onClick={() => setSetting(nextThemeSetting(setting ?? 'auto'))}
      >
        <SunIcon className={styles.themeLight} />
        <MoonIcon className={styles.themeDark} />
        <AutoThemeIcon className={styles.themeAuto} />
      </button>
    </Tooltip>
  );
}
