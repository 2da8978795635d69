import * as React from 'react';
import { applyThemeSetting, flippedThemeSetting, parseTheme, THEME_STORAGE_KEY, type Theme } from '../utils/theme';

/*
 * The theme lives on `<html>`: the pre-paint script sets it before the first
 * frame, and everything below changes it there. Every switch on the page (the
 * navbar has one for wide screens and one in the mobile menu) reads it through
 * one store, so a press on one updates the name of the other.
 */

const listeners = new Set<() => void>();
let systemDark: MediaQueryList | null = null;

function apply(setting: string | null) {
  applyThemeSetting(setting);
  for (const listener of listeners) listener();
}

function onSystemChange() {
  // A stored choice wins over the system; only `auto` follows it.
  if (document.documentElement.dataset.themeSetting === 'auto') apply('auto');
}

function onStorage(event: StorageEvent) {
  // Another tab chose a theme (`key` is null when it cleared the storage).
  if (event.key === THEME_STORAGE_KEY) apply(event.newValue);
  else if (event.key === null) apply(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    systemDark = window.matchMedia('(prefers-color-scheme: dark)');
    systemDark.addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
    // The system may have changed since the pre-paint script looked; React
    // reads the store again once subscribed.
    onSystemChange();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    systemDark?.removeEventListener('change', onSystemChange);
    systemDark = null;
    window.removeEventListener('storage', onStorage);
  };
}

const shownTheme = (): Theme => parseTheme(document.documentElement.dataset.theme);
// The server cannot see the reader's storage or system.
const unknownTheme = () => null;

/** Flips the scheme on screen and stores the choice; without storage it lasts for this page. */
export function flipTheme(): void {
  const next = flippedThemeSetting(shownTheme());
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage blocked or full: the choice still applies until the page is left.
  }
  apply(next);
}

/** The scheme the reader sees (null until hydrated) and the function that flips it. */
export function useTheme(): [Theme | null, () => void] {
  const theme = React.useSyncExternalStore(subscribe, shownTheme, unknownTheme);
  return [theme, flipTheme];
}
