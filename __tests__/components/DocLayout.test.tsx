import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocLayout, type DocLayoutProps } from '../../src/components/DocLayout/DocLayout';
import { VersionSwitch } from '../../src/components/Nav/VersionSwitch';
import { renderIn } from './render';

const props: DocLayoutProps = {
  pathname: '/guide/start/',
  title: 'Introduction',
  sidebar: [{ kind: 'link', text: 'Introduction', link: '/guide/start/' }],
  toc: [
    { id: 'why-rsbuild', text: 'Why Rsbuild', depth: 2 },
    { id: 'what-you-get', text: 'What you get', depth: 2 },
  ],
  lastUpdated: '2024-06-26T00:00:00.000Z',
  relativePath: 'guide/start/index.mdx',
  html: '<p>Body</p>',
};

describe('DocLayout', () => {
  it('has the title, content, sidebar, outline and footer', () => {
    renderIn('en', <DocLayout {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Introduction' })).toBeInTheDocument();
    expect(screen.getByText('Body').closest('[data-article]')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'ON THIS PAGE' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Edit this page/ })).toBeInTheDocument();
    // The Copy page control sits with the title, outside the article HTML.
    const copy = screen.getByRole('button', { name: 'Copy page' });
    expect(copy.closest('[data-article]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toContainElement(copy);
  });

  it('leaves out the parts front matter switches off', () => {
    renderIn('en', <DocLayout {...props} parts={{ sidebar: false, outline: false, footer: false }} />);
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'ON THIS PAGE' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit this page/ })).not.toBeInTheDocument();
  });

  it('offers the outline as a dropdown that closes once a heading is picked', async () => {
    renderIn('zh', <DocLayout {...props} />);
    const toggle = screen.getByRole('button', { name: '目录' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('outline-menu')!;
    expect(menu).toBeVisible();
    await userEvent.click(menu.querySelector('a[href="#what-you-get"]')!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelectorAll('[aria-current="location"]')).toHaveLength(2);
  });
});

describe('small components', () => {
  it('renders no version switch while the site has one version', () => {
    const { container } = renderIn('en', <VersionSwitch pathname="/guide/start/" />);
    expect(container).toBeEmptyDOMElement();
  });

});
