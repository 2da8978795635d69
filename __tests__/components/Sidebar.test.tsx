import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sidebar } from '../../src/components/Sidebar/Sidebar';
import type { SidebarItem } from '../../src/data/types';
import { renderIn } from './render';

const items: SidebarItem[] = [
  {
    kind: 'group',
    text: 'Getting Started',
    collapsible: true,
    collapsed: false,
    items: [
      { kind: 'link', text: 'Introduction', link: '/guide/start/' },
      { kind: 'link', text: 'Quick Start', link: '/guide/start/quick-start/' },
    ],
  },
  {
    kind: 'group',
    text: 'Advanced',
    collapsible: true,
    collapsed: true,
    items: [{ kind: 'link', text: 'Module Federation', link: '/guide/advanced/module-federation/' }],
  },
];

describe('Sidebar', () => {
  it('is a labelled navigation that marks the current page', () => {
    renderIn('en', <Sidebar items={items} pathname="/guide/start/quick-start/" />);
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quick Start' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('aria-current');
  });

  it('starts groups expanded unless they are authored collapsed', () => {
    renderIn('en', <Sidebar items={items} pathname="/guide/start/" />);
    expect(screen.getByRole('button', { name: 'Getting Started' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Module Federation' })).not.toBeInTheDocument();
  });

  it('expands a collapsed group that holds the current page', () => {
    renderIn('en', <Sidebar items={items} pathname="/guide/advanced/module-federation/" />);
    expect(screen.getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Module Federation' })).toHaveAttribute('aria-current', 'page');
  });

  it('lets the reader fold and unfold a group', async () => {
    renderIn('en', <Sidebar items={items} pathname="/elsewhere/" />);
    const toggle = screen.getByRole('button', { name: 'Getting Started' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Introduction' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Introduction' })).toBeVisible();
  });

  it('re-opens the group of the page the reader navigates to', () => {
    const { rerender } = renderIn('en', <Sidebar items={items} pathname="/guide/start/" />);
    rerender(<Sidebar items={items} pathname="/guide/advanced/module-federation/" />);
    expect(screen.getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-expanded', 'true');
  });
});
