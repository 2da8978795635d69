import { locales } from '../data/locales';
import { site } from '../data/site';
import type { Lang } from '../data/types';
import { homePath, langFromPath } from './paths';

/** Size of a social card, the 1.91:1 picture Open Graph and X show for a link. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Open Graph names the language of a page as `language_TERRITORY`. */
export const OG_LOCALES: Record<Lang, string> = { en: 'en_US', zh: 'zh_CN' };

/**
 * Site path of a page's card: `/config/server/port/` → `/og/config/server/port.png`;
 * the home pages are `/og/index.png` and `/og/zh/index.png`.
 */
export function cardPath(route: string): string {
  const { prefix } = locales[langFromPath(route)];
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  // A language's home page is the `index` of its folder.
  if (`/${trimmed}` === prefix || trimmed === '') return `/og${prefix}/index.png`;
  return `/og/${trimmed}.png`;
}

/**
 * The card a page shows when its link is shared. A page that is not indexed
 * (the 404 page) has no card of its own and shows its language's home card.
 */
export function cardUrlFor(pathname: string, indexable: boolean): string {
  const route = indexable ? pathname : homePath(langFromPath(pathname));
  return `${site.siteUrl}${cardPath(route)}`;
}
