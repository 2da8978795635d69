import { resolveContentLink, splitPath, type LinkContext } from '../../utils/links';

/** A Markdown link of an article, where the author wrote it (line and column in the MDX body). */
export interface ArticleLink {
  url: string;
  line: number;
  column: number;
}

/** The pages a link may point to: each route with the ids its headings have. */
export type LinkTargets = Map<string, Set<string>>;

/** An `import` of a file next to the article (a partial), where the author wrote it. */
export interface ArticleImport {
  specifier: string;
  line: number;
  column: number;
}

interface MdastNode {
  type: string;
  url?: string;
  value?: string;
  position?: { start: { line: number; column: number } };
  children?: MdastNode[];
}

const RELATIVE_IMPORT = /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * A remark plugin that records the article's links and definitions into
 * `links`, and its imports of files beside it into `imports`. Links that
 * plugins add (heading anchors) have no position and are left out: only
 * what the author wrote is checked.
 */
export function collectReferences(links: ArticleLink[], imports: ArticleImport[]) {
  const visit = (node: MdastNode) => {
    const start = node.position?.start;
    if ((node.type === 'link' || node.type === 'definition') && node.url && start) {
      links.push({ url: node.url, line: start.line, column: start.column });
    }
    if (node.type === 'mdxjsEsm' && node.value && start) {
      for (const match of node.value.matchAll(RELATIVE_IMPORT)) {
        const line = start.line + node.value.slice(0, match.index).split('\n').length - 1;
        imports.push({ specifier: match[1]!, line, column: line === start.line ? start.column : 1 });
      }
    }
    node.children?.forEach(visit);
  };
  return () => (tree: MdastNode) => visit(tree);
}

/**
 * What is wrong with each link to this site: a page that does not exist, or
 * a `#fragment` that no heading of the target page has. External links,
 * files (`/rss/feed.xml`) and other schemes are not checked here.
 */
export function brokenLinks(links: ArticleLink[], context: LinkContext & { route: string }, targets: LinkTargets): (ArticleLink & { reason: string })[] {
  return links.flatMap((link) => {
    const resolved = link.url.startsWith('#') ? { kind: 'internal', href: context.route + link.url } : resolveContentLink(link.url, context);
    if (resolved.kind !== 'internal') return [];
    const { path, tail } = splitPath(resolved.href);
    const ids = targets.get(path);
    if (!ids) return [{ ...link, reason: `links to ${path}, which is not a page of this site` }];
    const fragment = tail.includes('#') ? decodeURIComponent(tail.slice(tail.indexOf('#') + 1)) : '';
    if (fragment && !ids.has(fragment)) return [{ ...link, reason: `links to #${fragment} on ${path}, which has no heading with that id` }];
    return [];
  });
}
