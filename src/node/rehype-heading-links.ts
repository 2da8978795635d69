import path from 'node:path';
import { locales } from '../data/locales';
import { site } from '../data/site';
import { LANGS, type Lang } from '../data/types';
import type { HastNode } from './rehype-row-headers';

const HEADING = /^h[1-6]$/;
/** The permalink gatsby-remark-autolink-headers adds, whose class comes as `class` (a string) or `className` (a list). */
const isAnchor = (node: HastNode) => {
  const classes = node.properties?.className ?? node.properties?.class;
  return node.tagName === 'a' && (Array.isArray(classes) ? classes : String(classes ?? '').split(' ')).includes('heading-anchor');
};
const textOf = (node: HastNode): string => (isAnchor(node) ? '' : node.value ?? (node.children ?? []).map(textOf).join(''));

/** The language of a page from its source file, `<contentDir>/<lang>/…`; English when the path says nothing. */
export function langOfSource(file: string | undefined): Lang {
  const parts = path.relative(process.cwd(), file ?? '').split(path.sep);
  const at = parts.indexOf(site.contentDir);
  const lang = parts[at + 1] as Lang;
  return at !== -1 && LANGS.includes(lang) ? lang : 'en';
}

/**
 * Names each heading's permalink after the heading, in the page's
 * language ("Link to this section: Options", "本节链接：选项"), rather than
 * after its slug.
 */
export function rehypeHeadingLinks() {
  return (tree: HastNode, file: { path?: string }): void => {
    const template = locales[langOfSource(file.path)].ui.headingLink;
    const walk = (node: HastNode) => {
      if (node.type === 'element' && HEADING.test(node.tagName ?? '')) {
        const anchor = node.children?.find(isAnchor);
        const text = textOf(node).replace(/\s+/g, ' ').trim();
        if (anchor && text) {
          const { 'aria-label': _slug, ariaLabel: _name, ...properties } = anchor.properties ?? {};
          anchor.properties = { ...properties, ariaLabel: template.replace('{heading}', () => text) };
        }
        return;
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
