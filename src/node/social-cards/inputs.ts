import { sections, sectionOf } from '../../data/sections';
import type { Lang, PageType, SidebarItem, SidebarKey, SidebarSourceItem } from '../../data/types';
import { resolveSidebar, sidebarKeyOf } from '../../utils/sidebar';
import { cardPath } from '../../utils/social-card';

/** What the cards know of a page record. */
export interface CardPage {
  docId: string;
  lang: Lang;
  routePath: string;
  pageType: PageType;
  title: string;
}

/** Everything a card shows that differs from page to page. */
export interface CardInput {
  /** Site path of the PNG: `/og/config/server/port.png`. */
  file: string;
  route: string;
  lang: Lang;
  title: string;
  /** Section, then the sidebar groups that hold the page: `['Config', 'server']`. Empty on the home pages. */
  trail: string[];
}

/** The names of the groups around a doc in a resolved sidebar, outermost first; null when the sidebar lacks it. */
export function groupTrail(items: SidebarItem[], docId: string): string[] | null {
  for (const item of items) {
    if (item.kind === 'link' && item.fileKey === docId) return [];
    if (item.kind === 'group') {
      const inner = groupTrail(item.items ?? [], docId);
      if (inner) return [item.text!, ...inner];
    }
  }
  return null;
}

/**
 * Where a page sits, as its card names it: the section of its folder (the
 * navbar's name for it) and the sidebar groups that hold it. A group named
 * like the page itself is left out.
 */
export function sectionTrail(
  page: Pick<CardPage, 'docId' | 'lang' | 'title'>,
  sidebars: Partial<Record<SidebarKey, SidebarSourceItem[]>>,
): string[] {
  const section = sectionOf(page.docId);
  if (!section) return [];
  const key = sidebarKeyOf(sidebars, page.docId);
  const groups = key ? (groupTrail(resolveSidebar(sidebars[key]!, page.lang), page.docId) ?? []) : [];
  return [sections[section][page.lang], ...groups.filter((group) => group !== page.title)];
}

export function cardInputs(pages: readonly CardPage[], sidebars: Partial<Record<SidebarKey, SidebarSourceItem[]>>): CardInput[] {
  return pages.map((page) => ({
    file: cardPath(page.routePath),
    route: page.routePath,
    lang: page.lang,
    title: page.title,
    trail: page.pageType === 'home' ? [] : sectionTrail(page, sidebars),
  }));
}
