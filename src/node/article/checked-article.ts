import { LANGS, type Lang } from '../../data/types';
import { docDir } from '../../utils/links';
import { routeForDoc } from '../../utils/paths';
import { readMarkdown } from '../markdown-text';
import { brokenLinks, type LinkTargets } from './link-check';
import { ArticleError, cachedArticle, placeInFile, renderArticle, type ArticleHelpers, type ArticleSource } from './render';

interface PageRecord {
  routePath: string;
  lang: Lang;
  toc: { id: string }[];
}

let settledTargets: LinkTargets | undefined;

/**
 * Every page of the site with the ids of its headings. A build's pages are
 * settled before any article renders, so it reads them once; a development
 * server's change with every save.
 */
function siteTargets(helpers: ArticleHelpers): LinkTargets {
  if (settledTargets) return settledTargets;
  const targets: LinkTargets = new Map();
  for (const page of helpers.getNodesByType('DocPage') as unknown as PageRecord[]) {
    if (LANGS.includes(page.lang)) targets.set(page.routePath, new Set(page.toc.map((entry) => entry.id)));
  }
  if (process.env.gatsby_executing_command !== 'develop') settledTargets = targets;
  return targets;
}

/** The link targets for a page; a save is checked before Gatsby updates its record, so its own headings come from the body as saved. */
function linkTargets(helpers: ArticleHelpers, source: ArticleSource, route: string, fresh: boolean): LinkTargets {
  const targets = siteTargets(helpers);
  return fresh ? new Map(targets).set(route, new Set(readMarkdown(source.body).toc.map((entry) => entry.id))) : targets;
}

/**
 * A page's article and what is wrong with its MDX, each problem a message
 * that starts with `file:line:column`: a compile error, or a link to a page
 * or heading of this site that does not exist. With `fresh`, the article is
 * rendered now rather than taken from the cache (a save in development).
 */
export async function checkedArticle(source: ArticleSource, helpers: ArticleHelpers, { fresh = false } = {}): Promise<{ html: string; problems: string[] }> {
  let article;
  try {
    article = fresh ? await renderArticle(source, helpers) : await cachedArticle(source, helpers);
  } catch (error) {
    if (error instanceof ArticleError) return { html: '', problems: [error.message] };
    throw error;
  }
  const route = routeForDoc(source.docId, source.lang);
  const broken = brokenLinks(article.links, { lang: source.lang, dir: docDir(source.docId), route }, linkTargets(helpers, source, route, fresh));
  const problems = broken.map((link) => `${placeInFile(source, link)}: ${link.reason}`);
  return { html: article.html, problems };
}
