export type ThemeSetting = 'light' | 'dark' | 'auto';

export const THEME_STORAGE_KEY = 'rsbuild-theme-appearance';
export const THEME_SETTINGS: readonly ThemeSetting[] = ['light', 'dark', 'auto'];

export function parseThemeSetting(value: string | null | undefined): ThemeSetting {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

/** The setting a click on the theme switch moves to: light → dark → auto → light. */
export function nextThemeSetting(current: ThemeSetting): ThemeSetting {
  const index = THEME_SETTINGS.indexOf(current);
  return THEME_SETTINGS[(index + 1) % THEME_SETTINGS.length] ?? 'auto';
}

/**
 * Applies a theme setting to the document. Self-contained, because the
 * pre-paint script below carries its source into every page.
 */
export function applyThemeSetting(value: string | null): void {
  const setting = value === 'light' || value === 'dark' ? value : 'auto';
  const dark = setting === 'dark' || (setting === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.dataset.themeSetting = setting;
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Applies the stored theme; part of the pre-paint script. */
export const themeScript = `(function(){var s=null;try{s=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}(${applyThemeSetting.toString()})(s)})()`;
