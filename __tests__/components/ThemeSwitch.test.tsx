import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeSwitch } from '../../src/components/Nav/ThemeSwitch';
import { LocaleProvider } from '../../src/hooks/useLocale';
import { themeScript, THEME_STORAGE_KEY } from '../../src/utils/theme';
import { renderIn } from './render';

// The browser build of react-dom/server, which jsdom would pick, needs a TextEncoder jsdom lacks.
const { renderToString } = require('react-dom/server.node') as typeof import('react-dom/server');

type Listener = () => void;
let systemDark = false;
const systemListeners = new Set<Listener>();

/** The system colour scheme, as `matchMedia` reports it, and its change events. */
function setSystem(dark: boolean) {
  systemDark = dark;
  for (const listener of systemListeners) listener();
}

/** What the inline script in `<head>` does before the page paints. */
function loadPage(stored: string | null, system: 'light' | 'dark') {
  if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
  systemDark = system === 'dark';
  new Function(themeScript)();
}

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  systemListeners.clear();
  systemDark = false;
  delete root.dataset.theme;
  delete root.dataset.themeSetting;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && systemDark;
    },
    media: query,
    addEventListener: (_: string, listener: Listener) => systemListeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => systemListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => jest.restoreAllMocks());

describe('ThemeSwitch', () => {
  it.each`
    state                        | stored     | system     | shown      | after
    ${'auto on a light system'}  | ${null}    | ${'light'} | ${'light'} | ${'dark'}
    ${'auto on a dark system'}   | ${null}    | ${'dark'}  | ${'dark'}  | ${'light'}
    ${'auto stored, dark system'} | ${'auto'} | ${'dark'}  | ${'dark'}  | ${'light'}
    ${'light on a dark system'}  | ${'light'} | ${'dark'}  | ${'light'} | ${'dark'}
    ${'dark on a light system'}  | ${'dark'}  | ${'light'} | ${'dark'}  | ${'light'}
  `('flips the shown theme on the first press from $state', async ({ stored, system, shown, after }) => {
    loadPage(stored, system);
    expect(root.dataset.theme).toBe(shown);
    renderIn('en', <ThemeSwitch />);
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName(shown === 'light' ? 'Switch to dark theme' : 'Switch to light theme');

    await userEvent.click(button);
    expect(root.dataset.theme).toBe(after);
    expect(root.style.colorScheme).toBe(after);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(after);
    expect(button).toHaveAccessibleName(after === 'light' ? 'Switch to dark theme' : 'Switch to light theme');

    await userEvent.click(button);
    expect(root.dataset.theme).toBe(shown);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(shown);
  });

  it('names the press in Chinese', async () => {
    loadPage(null, 'light');
    renderIn('zh', <ThemeSwitch />);
    const button = screen.getByRole('button', { name: '切换到深色主题' });
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('切换到浅色主题');
  });

  it('shows the name in its tooltip', async () => {
    loadPage(null, 'dark');
    renderIn('en', <ThemeSwitch />);
    await userEvent.tab();
    expect(await screen.findByText('Switch to light theme', { selector: '[role="tooltip"] *' })).toBeInTheDocument();
  });

  it('still flips for the visit when storage is unavailable', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    loadPage(null, 'light');
    renderIn('en', <ThemeSwitch />);
    const button = screen.getByRole('button');
    await userEvent.click(button);
    expect(root.dataset.theme).toBe('dark');
    expect(button).toHaveAccessibleName('Switch to light theme');
    await userEvent.click(button);
    expect(root.dataset.theme).toBe('light');
  });

  it('follows the system while nothing is stored, and stops once the reader chooses', async () => {
    loadPage(null, 'light');
    renderIn('en', <ThemeSwitch />);
    const button = screen.getByRole('button');
    act(() => setSystem(true));
    expect(root.dataset.theme).toBe('dark');
    expect(button).toHaveAccessibleName('Switch to light theme');

    await userEvent.click(button);
    expect(root.dataset.theme).toBe('light');
    act(() => setSystem(false));
    act(() => setSystem(true));
    expect(root.dataset.theme).toBe('light');
    expect(button).toHaveAccessibleName('Switch to dark theme');
  });

  it('takes up a change of the system made while the page was loading', () => {
    loadPage(null, 'light');
    // Between the pre-paint script and the first switch on screen.
    systemDark = true;
    renderIn('en', <ThemeSwitch />);
    expect(root.dataset.theme).toBe('dark');
    expect(screen.getByRole('button')).toHaveAccessibleName('Switch to light theme');
  });

  it('keeps a stored choice when the system changed while the page was loading', () => {
    loadPage('light', 'light');
    systemDark = true;
    renderIn('en', <ThemeSwitch />);
    expect(root.dataset.theme).toBe('light');
  });

  it('takes up a choice made in another tab', () => {
    loadPage(null, 'light');
    renderIn('en', <ThemeSwitch />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(root.dataset.theme).toBe('dark');
    expect(screen.getByRole('button')).toHaveAccessibleName('Switch to light theme');
  });

  it('keeps every switch on the page in step', async () => {
    loadPage(null, 'light');
    renderIn(
      'en',
      <>
        <ThemeSwitch />
        <ThemeSwitch />
      </>,
    );
    const [desktop, mobile] = screen.getAllByRole('button');
    await userEvent.click(mobile!);
    expect(desktop).toHaveAccessibleName('Switch to light theme');
    expect(mobile).toHaveAccessibleName('Switch to light theme');
  });

  it('renders both faces on the server, for CSS to choose before hydration, and hydrates without a mismatch', async () => {
    const element = (
      <LocaleProvider lang="en">
        <ThemeSwitch />
      </LocaleProvider>
    );
    const html = renderToString(element);
    expect(html).toContain('Switch to dark theme');
    expect(html).toContain('Switch to light theme');

    loadPage('dark', 'light');
    const errors = jest.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toHaveAccessibleName('Switch to light theme');
    container.remove();
  });
});
