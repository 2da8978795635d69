import * as React from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from '../../src/components/Nav/Navbar';
import { renderIn } from './render';

type Listener = (event: { matches: boolean }) => void;
const listeners = new Map<string, Set<Listener>>();

beforeEach(() => {
  listeners.clear();
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: (_: string, listener: Listener) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)!.add(listener);
    },
    removeEventListener: (_: string, listener: Listener) => listeners.get(query)?.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

function menuButton() {
  return screen.getByRole('button', { name: /^(Menu|Close menu)$/ });
}

describe('Navbar', () => {
  it('marks the section of the current page', () => {
    renderIn('en', <Navbar pathname="/guide/start/quick-start/" />);
    const [desktop] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(within(desktop!).getByRole('link', { name: 'Guide' })).toHaveAttribute('aria-current', 'true');
    expect(within(desktop!).getByRole('link', { name: 'Community' })).not.toHaveAttribute('aria-current');
  });

  it('links the logo home and the language switch to the twin page', () => {
    renderIn('zh', <Navbar pathname="/zh/guide/start/" />);
    expect(screen.getByRole('link', { name: 'Rsbuild 首页' })).toHaveAttribute('href', '/zh/');
    const [english] = screen.getAllByRole('link', { name: /English/ });
    expect(english).toHaveAttribute('href', '/guide/start/');
    expect(english).toHaveAttribute('hreflang', 'en');
  });

  it('switches a missing page to the home of the other language', () => {
    renderIn('en', <Navbar pathname="/404.html" notFound />);
    const [chinese] = screen.getAllByRole('link', { name: /简体中文/ });
    expect(chinese).toHaveAttribute('href', '/zh/');
  });

  it('opens and closes the mobile menu from the hamburger button', async () => {
    renderIn('en', <Navbar pathname="/" />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('mobile-menu')).toBeVisible();
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and gives focus back to its button', async () => {
    renderIn('en', <Navbar pathname="/" />);
    await userEvent.click(menuButton());
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes the menu when the window becomes 768 px wide or more', async () => {
    renderIn('en', <Navbar pathname="/" />);
    await userEvent.click(menuButton());
    act(() => listeners.get('(min-width: 768px)')!.forEach((listener) => listener({ matches: true })));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu after navigation', async () => {
    const { rerender } = renderIn('en', <Navbar pathname="/" />);
    await userEvent.click(menuButton());
    rerender(<Navbar pathname="/guide/start/" />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
