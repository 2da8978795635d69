import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatsbyNode } from 'gatsby';
import matter from 'gray-matter';
import { LANGS, type Lang } from '../../data/types';
import { ARTICLE_EDITS_PATH } from '../../utils/article-markup';
import { docIdFromFile, routeForDoc } from '../../utils/paths';
import { CONTENT_DIR } from '../on-create-node';
import { isPartial } from '../page-record';
import { renderArticle } from './render';

/** Editors often write a file in more than one step; the last write within this wins. */
const SETTLE_MS = 20;

/**
 * `gatsby develop` shows a saved article at once. Gatsby's own path from a
 * file change to new page data waits half a second to batch node changes
 * and then rebuilds the schema and re-creates every page; here the edited
 * page alone is rendered and its HTML sent to the open pages as a server-
 * sent event. Gatsby's page data follows with the same HTML, and with what
 * the article does not hold (title, outline, front matter).
 */
export function serveArticleEdits({ app, cache, getNode, getNodesByType, pathPrefix, reporter, store }: Parameters<NonNullable<GatsbyNode['onCreateDevServer']>>[0]): void {
  const clients = new Set<ServerResponse>();
  app.get(ARTICLE_EDITS_PATH, (request: IncomingMessage, response: ServerResponse) => {
    // `no-transform` keeps the development server's compression from holding events back.
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive' });
    response.write(': ready\n\n');
    clients.add(response);
    request.on('close', () => clients.delete(response));
  });

  const helpers = { cache, getNode, getNodesByType, pathPrefix, reporter, store };
  const pending = new Map<string, ReturnType<typeof setTimeout>>();

  const send = async (contentPath: string) => {
    const [lang, ...rest] = contentPath.split('/');
    if (!LANGS.includes(lang as Lang) || isPartial(contentPath)) return;
    const absolutePath = path.join(CONTENT_DIR, contentPath);
    let raw: string;
    try {
      raw = await fs.promises.readFile(absolutePath, 'utf8');
    } catch {
      return; // deleted or renamed away: Gatsby removes the page
    }
    const docId = docIdFromFile(rest.join('/'));
    try {
      const html = await renderArticle({ body: matter(raw).content, absolutePath, contentDigest: '', lang: lang as Lang, docId }, helpers);
      const event = `data: ${JSON.stringify({ path: routeForDoc(docId, lang as Lang), html })}\n\n`;
      clients.forEach((client) => client.write(event));
    } catch (error) {
      // The page keeps what it shows; Gatsby reports the error with the file and line.
      reporter.verbose(`live edit of ${contentPath} not shown: ${(error as Error).message}`);
    }
  };

  fs.watch(CONTENT_DIR, { recursive: true }, (_event, file) => {
    if (!file || !/\.mdx?$/.test(file)) return;
    const contentPath = file.split(path.sep).join('/');
    clearTimeout(pending.get(contentPath));
    pending.set(
      contentPath,
      setTimeout(() => void send(contentPath), SETTLE_MS),
    );
  });
}
