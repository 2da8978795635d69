import * as React from 'react';
import { useT } from '../../hooks/useLocale';
import { useTheme } from '../../hooks/useTheme';
import { MoonIcon, SunIcon } from '../Icons';
import { Tooltip } from '../Floating/Tooltip';
import * as styles from './Navbar.module.css';

/**
 * Flips between the light and the dark scheme; from `auto` it goes to the
 * opposite of what the system shows. The icon and the name say what a press
 * does: a moon and "Switch to dark theme" on a light page.
 *
 * Before hydration the scheme is unknown to React, so both faces are
 * rendered and CSS on `html[data-theme]`, set by the pre-paint script, hides
 * the wrong one; a face hidden by `display: none` is no part of the name.
 */
export function ThemeSwitch() {
  const t = useT();
  const [theme, flip] = useTheme();
  return (
    <Tooltip content={theme === 'dark' ? t.themeToLight : t.themeToDark}>
      <button type="button" className={styles.iconButton} onClick={flip}>
        {theme !== 'dark' && (
          <span className={styles.themeToDark}>
            <MoonIcon />
            <span className="visually-hidden">{t.themeToDark}</span>
          </span>
        )}
        {theme !== 'light' && (
          <span className={styles.themeToLight}>
            <SunIcon />
            <span className="visually-hidden">{t.themeToLight}</span>
          </span>
        )}
      </button>
    </Tooltip>
  );
}
