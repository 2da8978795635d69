import type { SidebarItem } from '../../src/data/types';
import { overviewGroups } from '../../src/utils/overview';

const sidebar: SidebarItem[] = [
  { kind: 'link', link: '/community/', text: 'Community' },
  {
    kind: 'group',
    text: 'Releases',
    items: [
      { kind: 'link', link: '/community/releases/' },
      { kind: 'link', link: '/community/releases/v0-7/' },
      { kind: 'link', link: '/community/releases/v0-6/' },
    ],
  },
];

const pages = [
  { routePath: '/community/releases/', title: 'Releases', toc: [] },
  {
    routePath: '/community/releases/v0-7/',
    title: 'Rsbuild 0.7',
    toc: [
      { id: 'highlights', text: 'Highlights', depth: 2 },
      { id: 'detail', text: 'Detail', depth: 3 },
    ],
  },
  { routePath: '/community/releases/v0-6/', title: 'Rsbuild 0.6', toc: [] },
];

describe('overviewGroups', () => {
  it('lists the pages below the overview, grouped as in the sidebar, with level-2 headings', () => {
    expect(overviewGroups(sidebar, pages, '/community/releases/')).toEqual([
      {
        title: 'Releases',
        pages: [
          { link: '/community/releases/v0-7/', title: 'Rsbuild 0.7', headings: [{ id: 'highlights', text: 'Highlights' }] },
          { link: '/community/releases/v0-6/', title: 'Rsbuild 0.6', headings: [] },
        ],
      },
    ]);
  });

  it('can list headings of another level', () => {
    expect(overviewGroups(sidebar, pages, '/community/releases/', 3)[0]!.pages[0]!.headings).toEqual([{ id: 'detail', text: 'Detail' }]);
  });
});
