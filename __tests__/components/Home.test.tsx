import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { HomeFeatures } from '../../src/components/Home/HomeFeatures';
import { HomeHero } from '../../src/components/Home/HomeHero';
import { ContentLinkProvider } from '../../src/components/Mdx/ContentLink';

describe('Home', () => {
  it('renders the hero with its actions in the page language', () => {
    render(
      <ContentLinkProvider value={{ lang: 'zh', dir: '/' }}>
        <HomeHero
          hero={{
            name: 'Rsbuild',
            text: '由 Rspack 驱动的构建工具',
            tagline: '即刻构建你的 Web 应用',
            actions: [
              { theme: 'brand', text: '介绍', link: '/guide/start/' },
              { theme: 'alt', text: '快速上手', link: '/guide/start/quick-start' },
            ],
            image: { src: '/logo.svg', alt: 'Rsbuild 标志' },
          }}
        />
      </ContentLinkProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rsbuild由 Rspack 驱动的构建工具');
    expect(screen.getByRole('link', { name: '介绍' })).toHaveAttribute('href', '/zh/guide/start/');
    expect(screen.getByRole('link', { name: '快速上手' })).toHaveAttribute('href', '/zh/guide/start/quick-start/');
    expect(screen.getByRole('img', { name: 'Rsbuild 标志' })).toBeInTheDocument();
  });

  it('renders one card per feature under a labelled section', () => {
    render(
      <HomeFeatures
        label="Features"
        features={[
          { title: 'Rspack-based', details: 'Fast.', icon: 'bolt' },
          { title: 'Batteries Included', details: 'Ready.', icon: 'unknown-icon', link: '/guide/start/features' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Features' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Rspack-based', 'Batteries Included']);
  });
});
