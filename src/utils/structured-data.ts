import type { NavItem, SidebarItem } from '../data/types';
import { parseInlineMarkdown, type InlineToken } from './inline-markdown';

/** One step of a breadcrumb trail: its label and, when it has a page of its own, that page's site path. */
export interface Crumb {
  name: string;
  path?: string;
}

function plainText(tokens: readonly InlineToken[]): string {
  return tokens.map((token) => ('value' in token ? token.value : plainText(token.children))).join('');
}

/** A label as a reader sees it: `code`, **strong** and *emphasis* marks removed. */
export function plainLabel(text: string): string {
  return plainText(parseInlineMarkdown(text));
}

/** The groups that hold the link to `pathname`, outermost first, and that link; null when no link goes there. */
function sidebarTrail(items: readonly SidebarItem[], pathname: string): SidebarItem[] | null {
  for (const item of items) {
    if (item.kind === 'link' && item.link === pathname) return [item];
    if (item.kind === 'group') {
      const inner = sidebarTrail(item.items ?? [], pathname);
      if (inner) return [item, ...inner];
    }
  }
  return null;
}

/**
 * Where a page sits, as the navbar and sidebar show it: the section the
 * navbar marks active, each sidebar group around the page's link, then the
 * link itself. Null when the sidebar has no link to the page or no navbar
 * section holds it.
 */
export function breadcrumbTrail(nav: readonly NavItem[], sidebar: readonly SidebarItem[], pathname: string): Crumb[] | null {
  const section = nav.find((item) => new RegExp(item.activeMatch).test(pathname));
  const trail = sidebarTrail(sidebar, pathname);
  if (!section || !trail) return null;
  return [
    { name: plainLabel(section.text), path: section.link },
    ...trail.map((item) => (item.kind === 'link' ? { name: plainLabel(item.text ?? ''), path: item.link } : { name: plainLabel(item.text ?? '') })),
  ];
}

export interface ArticleFacts {
  title: string;
  description?: string | null;
  /** BCP 47 language of the page, as in `<html lang>`. */
  inLanguage: string;
  /** ISO date of the page's last change. */
  dateModified: string;
  /** ISO date a release note was published. */
  datePublished?: string | null;
  /** Absolute URL of the page. */
  url: string;
}

/**
 * The schema.org description of a doc page: a `BreadcrumbList` when the
 * page has a trail, and a `TechArticle`. Crumb URLs are made absolute with
 * `siteUrl`; a crumb without a page (a sidebar group) has no `item`.
 */
export function docPageJsonLd(siteUrl: string, article: ArticleFacts, trail: readonly Crumb[] | null): object {
  const graph: object[] = [];
  if (trail && trail.length > 0) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        ...(crumb.path !== undefined && { item: `${siteUrl}${crumb.path}` }),
      })),
    });
  }
  graph.push({
    '@type': 'TechArticle',
    headline: article.title,
    ...(article.description && { description: article.description }),
    inLanguage: article.inLanguage,
    ...(article.datePublished && { datePublished: article.datePublished }),
    dateModified: article.dateModified,
    url: article.url,
  });
  return { '@context': 'https://schema.org', '@graph': graph };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&`
 * are written as Unicode escapes, so no text in the data can end the
 * element (`</script>`) or open a comment; JSON parsers read the same value.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
