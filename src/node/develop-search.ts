import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Node, NodePluginArgs } from 'gatsby';
import { LANGS, type Lang } from '../data/types';
import { buildSearchIndex, buildSearchTexts, INDEX_NAME, searchablePages, TEXTS_NAME, type SearchablePage } from './search-index';

/**
 * `gatsby develop` builds the search files when a reader first searches,
 * not on every start and every edit: their URLs stay the same, and the
 * development server answers them from the page records as they are then.
 */
export const developSearchUrls = (): Record<Lang, string> =>
  Object.fromEntries(LANGS.map((lang) => [lang, `/${INDEX_NAME}.${lang}.dev.json`])) as Record<Lang, string>;

const FILE = new RegExp(`^/(${INDEX_NAME}|${TEXTS_NAME})\\.(${LANGS.join('|')})\\.dev\\.json$`);

interface Express {
  get(path: RegExp, handler: (request: IncomingMessage & { path: string }, response: ServerResponse) => void): void;
}

export function serveSearchFiles(app: Express, getNodesByType: NodePluginArgs['getNodesByType']): void {
  let built: { digest: string; files: Map<string, string> } | null = null;
  app.get(FILE, (request, response) => {
    const [, name, lang] = FILE.exec(request.path)!;
    const records = getNodesByType('DocPage') as (Node & SearchablePage)[];
    const digest = records.map((record) => record.internal.contentDigest).join();
    if (built?.digest !== digest) built = { digest, files: new Map() };
    const key = `${name}.${lang}`;
    if (!built.files.has(key)) {
      const pages = searchablePages(records, lang as Lang);
      built.files.set(key, JSON.stringify(name === INDEX_NAME ? buildSearchIndex(pages, lang as Lang) : buildSearchTexts(pages)));
    }
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    response.end(built.files.get(key));
  });
}
