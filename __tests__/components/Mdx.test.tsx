import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { ContentLink, ContentLinkProvider } from '../../src/components/Mdx/ContentLink';
import { ScrollableTable } from '../../src/components/Mdx/ScrollableTable';

describe('ContentLink', () => {
  const inZh = (href: string) =>
    render(
      <ContentLinkProvider value={{ lang: 'zh', dir: '/guide/start/' }}>
        <ContentLink href={href}>link</ContentLink>
      </ContentLinkProvider>,
    );

  it('sends site links to the page in the same language', () => {
    inZh('/config/output/minify');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/zh/config/output/minify/');
  });

  it('opens external links in a new tab', () => {
    inZh('https://rspack.dev/');
    expect(screen.getByRole('link')).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps file and hash links as written', () => {
    inZh('/zh/rss/releases-atom.xml');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/zh/rss/releases-atom.xml');
    expect(screen.getByRole('link')).not.toHaveAttribute('target');
  });
});

describe('ScrollableTable', () => {
  function renderTable(scrollWidth: number) {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    return render(
      <ScrollableTable>
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </ScrollableTable>,
    );
  }

  afterEach(() => jest.restoreAllMocks());

  it('is a tab stop only when it overflows', () => {
    const { container, unmount } = renderTable(900);
    expect(container.firstElementChild).toHaveAttribute('tabindex', '0');
    expect(container.firstElementChild).toHaveClass('table-frame');
    unmount();
    expect(renderTable(600).container.firstElementChild).not.toHaveAttribute('tabindex');
  });
});
