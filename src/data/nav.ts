import { locales } from './locales';
import type { Lang, Localized, NavItem } from './types';

interface NavSource {
  text: Localized;
  /** Path in the default language; other languages get their prefix. */
  link: string;
  activeMatch: string;
}

/**
 * Sections appear here only once their pages exist, so the navbar never
 * links to a missing page.
 */
const navSource: NavSource[] = [
  { text: { en: 'Guide', zh: '指南' }, link: '/guide/start/', activeMatch: '^/guide/' },
  { text: { en: 'Config', zh: '配置' }, link: '/config/', activeMatch: '^/config/' },
  { text: { en: 'Community', zh: '社区' }, link: '/community/', activeMatch: '^/community/' },
];

export function navFor(lang: Lang): NavItem[] {
  const { prefix } = locales[lang];
  return navSource.map((item) => ({
    text: item.text[lang],
    link: `${prefix}${item.link}`,
    activeMatch: `^${prefix}${item.activeMatch.slice(1)}`,
    position: 'right',
  }));
}
