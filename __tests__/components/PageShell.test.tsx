import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { PageShell } from '../../src/components/Layout/PageShell';
import { NotFound } from '../../src/components/NotFound/NotFound';
import { Outline } from '../../src/components/Outline/Outline';
import { renderIn } from './render';

describe('PageShell', () => {
  it('offers a skip link and the navbar in the language of the path', () => {
    render(
      <PageShell pathname="/zh/guide/start/" pageContext={{ pageType: 'doc', docId: 'guide/start/index' }}>
        <main id="content">正文</main>
      </PageShell>,
    );
    expect(screen.getByRole('link', { name: '跳到正文' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('hides the navbar on blank pages and when front matter asks', () => {
    const { rerender } = render(
      <PageShell pathname="/x/" pageContext={{ pageType: 'blank' }}>
        <main />
      </PageShell>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    rerender(
      <PageShell pathname="/x/" pageContext={{ pageType: 'custom', navbar: false }}>
        <main />
      </PageShell>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('NotFound', () => {
  it.each([
    ['/missing/', 'en', 'PAGE NOT FOUND', 'Take me home', '/'],
    ['/zh/missing/', 'zh', '页面不存在', '返回首页', '/zh/'],
  ] as const)('on %s says so and links home', (pathname, lang, text, link, home) => {
    renderIn(lang, <NotFound pathname={pathname} />);
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', home);
  });
});

describe('Outline', () => {
  it('lists the headings under the localized title', () => {
    renderIn('zh', <Outline items={[{ id: 'a', text: 'A', depth: 2 }, { id: 'b', text: 'B', depth: 3 }]} />);
    const nav = screen.getByRole('navigation', { name: '目录' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'B' })).toHaveAttribute('href', '#b');
  });

  it('renders nothing without headings', () => {
    const { container } = renderIn('en', <Outline items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
