import type { SidebarItem } from '../data/types';
import { flattenLinks } from './sidebar';

export interface OverviewPage {
  routePath: string;
  title: string;
  toc: readonly { id: string; text: string; depth: number }[];
}

export interface OverviewGroup {
  /** Null for links that sit outside any group. */
  title: string | null;
  pages: { link: string; title: string; headings: { id: string; text: string }[] }[];
}

/**
 * The groups an overview page lists: the sidebar's groups, keeping only
 * the pages under the overview (itself excluded), each with its headings
 * of the given depth.
 */
export function overviewGroups(
  sidebar: readonly SidebarItem[],
  pages: readonly OverviewPage[],
  selfPath: string,
  headingDepth = 2,
): OverviewGroup[] {
  const byPath = new Map(pages.map((page) => [page.routePath, page]));
  const toGroup = (title: string | null, items: SidebarItem[]): OverviewGroup => ({
    title,
    pages: flattenLinks(items)
      .map((item) => byPath.get(item.link!))
      .filter((page): page is OverviewPage => Boolean(page) && page!.routePath !== selfPath)
      .map((page) => ({
        link: page.routePath,
        title: page.title,
        headings: page.toc.filter((entry) => entry.depth === headingDepth).map(({ id, text }) => ({ id, text })),
      })),
  });

  const loose = sidebar.filter((item) => item.kind === 'link');
  const groups = [
    toGroup(null, loose),
    ...sidebar.filter((item) => item.kind === 'group').map((group) => toGroup(group.text ?? null, group.items ?? [])),
  ];
  return groups.filter((group) => group.pages.length > 0);
}
