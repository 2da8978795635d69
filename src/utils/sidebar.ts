import type { Lang, SidebarItem, SidebarKey, SidebarSourceItem } from '../data/types';
import { routeForDoc } from './paths';

/** Resolves an authored sidebar for one language. Groups start expanded. */
export function resolveSidebar(items: SidebarSourceItem[], lang: Lang): SidebarItem[] {
  return items.map((item): SidebarItem => {
    if (typeof item === 'string') return { kind: 'link', link: routeForDoc(item, lang), fileKey: item };
    if ('doc' in item) {
      return { kind: 'link', link: routeForDoc(item.doc, lang), fileKey: item.doc, text: item.text?.[lang], tag: item.tag };
    }
    if ('group' in item) {
      return {
        kind: 'group',
        text: item.group[lang],
        collapsible: item.collapsible ?? true,
        collapsed: item.collapsed ?? false,
        tag: item.tag,
        items: resolveSidebar(item.items, lang),
      };
    }
    if ('divider' in item) return { kind: 'divider', dividerType: item.divider };
    return { kind: 'header', text: item.header[lang] };
  });
}

/** The links of a sidebar in reading order, which previous/next follow. */
export function flattenLinks(items: SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => (item.kind === 'link' ? [item] : flattenLinks(item.items ?? [])));
}

/** Each doc's sidebar, by sidebars object: every page asks, and resolving them all for each page took 60 ms of a start. */
const sidebarOfDoc = new WeakMap<object, Map<string, SidebarKey>>();

/** Which sidebar lists a doc, if any: the first that does, in the order of `sidebars`. */
export function sidebarKeyOf(
  sidebars: Partial<Record<SidebarKey, SidebarSourceItem[]>>,
  docId: string,
): SidebarKey | null {
  let keys = sidebarOfDoc.get(sidebars);
  if (!keys) {
    keys = new Map();
    for (const [key, items] of Object.entries(sidebars) as [SidebarKey, SidebarSourceItem[]][]) {
      for (const link of flattenLinks(resolveSidebar(items, 'en'))) if (link.fileKey && !keys.has(link.fileKey)) keys.set(link.fileKey, key);
    }
    sidebarOfDoc.set(sidebars, keys);
  }
  return keys.get(docId) ?? null;
}

/** Whether a group holds the page at `pathname`, at any depth. */
export function groupHoldsPath(item: SidebarItem, pathname: string): boolean {
  return (item.items ?? []).some((child) => child.link === pathname || groupHoldsPath(child, pathname));
}

/** A group starts expanded unless authored collapsed, and always when it holds the current page. */
export function isGroupInitiallyOpen(item: SidebarItem, pathname: string): boolean {
  return !item.collapsed || groupHoldsPath(item, pathname);
}
