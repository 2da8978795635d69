import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import chokidar from 'chokidar';
import type { GatsbyNode } from 'gatsby';
import matter from 'gray-matter';
import { LANGS, type Lang } from '../../data/types';
import { ARTICLE_EDITS_PATH, type ArticleEdit } from '../../utils/article-markup';
import { docIdFromFile, routeForDoc } from '../../utils/paths';
import { CONTENT_DIR } from '../on-create-node';
import { isPartial } from '../page-record';
import { checkedArticle } from './checked-article';

/**
 * A save can take more than one write (Node's `writeFile` truncates, then
 * writes): the last write within this wins. A write after it still shows,
 * as chokidar reports it once its throttle ends (see `patches/`).
 */
const SETTLE_MS = 5;

/** `file:line:column: …` for front matter that is not YAML; js-yaml counts from 0 and from the line after `---`. */
export function frontMatterProblem(file: string, error: unknown): string {
  const { mark, reason, message } = error as { mark?: { line: number; column: number }; reason?: string; message?: string };
  const where = mark ? `${file}:${mark.line + 2}:${mark.column + 1}` : file;
  return `${where}: the front matter is not valid YAML: ${reason ?? message ?? String(error)}`;
}

/**
 * `gatsby develop` shows a saved article at once. Gatsby's own path from a
 * file change to new page data waits half a second to batch node changes
 * and then rebuilds the schema and re-creates every page; here the edited
 * page alone is rendered and its HTML sent to the open pages as a server-
 * sent event. Gatsby's page data follows with the same HTML, and with what
 * the article does not hold (title, outline, front matter). A save that
 * leaves the page broken sends what is wrong instead, each problem naming
 * the file, line and column; the open page shows it until a save fixes it.
 *
 * chokidar, not `fs.watch`: an editor that saves by renaming a temporary
 * file over the original (vim, JetBrains' safe write) replaces the inode a
 * recursive `fs.watch` follows, and later saves of that file go unseen.
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
  const broadcast = (edit: ArticleEdit) => {
    const event = `data: ${JSON.stringify(edit)}\n\n`;
    clients.forEach((client) => client.write(event));
  };

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
    const route = routeForDoc(docId, lang as Lang);
    let body: string;
    try {
      body = matter(raw, {}).content;
    } catch (error) {
      broadcast({ path: route, problems: [frontMatterProblem(path.relative(process.cwd(), absolutePath), error)] });
      return;
    }
    const { html, problems } = await checkedArticle({ body, absolutePath, contentDigest: '', lang: lang as Lang, docId }, helpers, { fresh: true });
    broadcast(problems.length ? { path: route, problems } : { path: route, html });
  };

  chokidar
    .watch(CONTENT_DIR, { ignoreInitial: true, atomic: false })
    .on('all', (event, file) => {
      if ((event !== 'add' && event !== 'change') || !/\.mdx?$/.test(file)) return;
      const contentPath = path.relative(CONTENT_DIR, file).split(path.sep).join('/');
      clearTimeout(pending.get(contentPath));
      pending.set(
        contentPath,
        setTimeout(() => {
          pending.delete(contentPath);
          send(contentPath).catch((error: Error) => reporter.verbose(`live edit of ${contentPath} not shown: ${error.message}`));
        }, SETTLE_MS),
      );
    });
}
