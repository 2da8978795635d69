import * as React from 'react';
import { applyThemeSetting, parseThemeSetting, THEME_STORAGE_KEY, type ThemeSetting } from '../utils/theme';

/**
 * The reader's theme setting. The pre-paint script has already applied it;
 * this keeps it in step with the switch, with storage and, on `auto`, with
 * the system colour scheme.
 */
export function useTheme(): [ThemeSetting | null, (setting: ThemeSetting) => void] {
  // Unknown until mounted: the server cannot see the reader's storage.
  const [setting, setSetting] = React.useState<ThemeSetting | null>(null);

  React.useEffect(() => {
    setSetting(parseThemeSetting(document.documentElement.dataset.themeSetting));
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      const next = parseThemeSetting(event.newValue);
      applyThemeSetting(next);
      setSetting(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  React.useEffect(() => {
    if (setting !== 'auto') return undefined;
    const list = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyThemeSetting('auto');
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [setting]);

  const change = React.useCallback((next: ThemeSetting) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Without storage the choice lasts for this page only.
    }
    applyThemeSetting(next);
    setSetting(next);
  }, []);

  return [setting, change];
}
