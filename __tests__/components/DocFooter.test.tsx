import * as React from 'react';
import { screen } from '@testing-library/react';
import { DocFooter, formatDate } from '../../src/components/DocFooter/DocFooter';
import { renderIn } from './render';

describe('DocFooter', () => {
  it('links the source file, shows when it changed and the neighbouring pages', () => {
    renderIn(
      'en',
      <DocFooter
        relativePath="guide/start/quick-start.mdx"
        lastUpdated="2024-06-26T03:30:33.000Z"
        prev={{ title: 'Introduction', routePath: '/guide/start/' }}
        next={{ title: 'Features', routePath: '/guide/start/features/' }}
      />,
    );
    expect(screen.getByRole('link', { name: /Edit this page on GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/web-infra-dev/rsbuild-docs/edit/main/content/en/guide/start/quick-start.mdx',
    );
    expect(screen.getByText('Jun 26, 2024')).toHaveAttribute('datetime', '2024-06-26T03:30:33.000Z');
    const pager = screen.getByRole('navigation', { name: 'Previous and next pages' });
    expect(pager).toContainElement(screen.getByRole('link', { name: /Previous Page\s*Introduction/ }));
    expect(screen.getByRole('link', { name: /Next page\s*Features/ })).toHaveAttribute('href', '/guide/start/features/');
  });

  it('speaks Chinese on Chinese pages and omits a missing neighbour', () => {
    renderIn('zh', <DocFooter relativePath="guide/start/index.mdx" lastUpdated="2024-06-26T03:30:33.000Z" next={{ title: '快速上手', routePath: '/zh/guide/start/quick-start/' }} />);
    expect(screen.getByRole('link', { name: /在 GitHub 上编辑此页/ })).toHaveAttribute(
      'href',
      'https://github.com/web-infra-dev/rsbuild-docs/edit/main/content/zh/guide/start/index.mdx',
    );
    expect(screen.getByText(/最后更新于/)).toBeInTheDocument();
    expect(screen.queryByText('上一页')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /下一页\s*快速上手/ })).toBeInTheDocument();
  });

  it('formats dates the same on server and browser', () => {
    expect(formatDate('2024-05-28T23:30:00Z', 'en')).toBe('May 28, 2024');
    expect(formatDate('2024-05-28T23:30:00Z', 'zh-CN')).toBe('2024年5月28日');
    // The same as Intl's medium date style, on every month and both sides of a year.
    for (const iso of ['2023-12-31T23:59:59Z', '2024-01-01T00:00:00Z', ...Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}-09T12:00:00Z`)]) {
      for (const lang of ['en', 'zh-CN']) {
        expect(formatDate(iso, lang)).toBe(new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)));
      }
    }
  });
});
