import { locales } from './locales';
import { sections, type SectionKey } from './sections';
import type { Lang, NavItem } from './types';

interface NavSource {
  section: SectionKey;
  /** Path in the default language; other languages get their prefix. */
  link: string;
}

/**
 * Sections appear here only once their pages exist, so the navbar never
 * links to a missing page. Each item is active anywhere in its section.
 */
const navSource: NavSource[] = [
  { section: 'guide', link: '/guide/start/' },
  { section: 'config', link: '/config/' },
  { section: 'plugins', link: '/plugins/list/' },
  { section: 'api', link: '/api/start/' },
  { section: 'community', link: '/community/' },
];

export function navFor(lang: Lang): NavItem[] {
  const { prefix } = locales[lang];
  return navSource.map((item) => ({
    text: sections[item.section][lang],
    link: `${prefix}${item.link}`,
    activeMatch: `^${prefix}/${item.section}/`,
    position: 'right',
  }));
}
