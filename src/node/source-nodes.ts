import type { GatsbyNode, NodeInput } from 'gatsby';
import { locales } from '../data/locales';
import { navFor } from '../data/nav';
import { sidebars } from '../data/sidebars';
import { site } from '../data/site';
import { socialLinks } from '../data/social-links';
import { toolLinks } from '../data/tool-links';
import { LANGS, type SidebarKey, type SidebarSourceItem } from '../data/types';
import { resolveSidebar } from '../utils/sidebar';

/** The typed data modules under `src/data`, as nodes GraphiQL can show. */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest }) => {
  const add = (type: string, key: string, data: object) => {
    const node: NodeInput = {
      ...data,
      id: createNodeId(`${type} ${key}`),
      internal: { type, contentDigest: createContentDigest(data) },
    };
    actions.createNode(node);
  };

  add('SiteData', 'site', site);
  socialLinks.forEach((link) => add('SocialLink', link.icon, link));
  toolLinks.forEach((link) => add('ToolLink', link.name, link));
  for (const lang of LANGS) {
    add('Locale', lang, locales[lang]);
    add('Nav', lang, { lang, items: navFor(lang) });
    for (const [key, items] of Object.entries(sidebars) as [SidebarKey, SidebarSourceItem[]][]) {
      add('Sidebar', `${key} ${lang}`, { key, lang, items: resolveSidebar(items, lang) });
    }
  }
};
