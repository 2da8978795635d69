/** What the reader chose; `auto`, following the system, is where a reader starts. */
export type ThemeSetting = 'light' | 'dark' | 'auto';
/** The scheme the reader sees. */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'rsbuild-theme-appearance';

export function parseThemeSetting(value: string | null | undefined): ThemeSetting {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

export function parseTheme(value: string | null | undefined): Theme {
  return value === 'dark' ? 'dark' : 'light';
}

/**
 * The setting a press of the theme switch moves to: the opposite of the
 * scheme on screen, so every press changes what the reader sees, `auto`
 * included.
 */
export function flippedThemeSetting(shown: Theme): ThemeSetting {
  return shown === 'dark' ? 'light' : 'dark';
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
