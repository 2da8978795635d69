import fs from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { BuildArgs, GatsbyCache, Node, NodePluginArgs } from 'gatsby';
import { locales } from '../data/locales';
import { sections } from '../data/sections';
import { sidebars } from '../data/sidebars';
import { site } from '../data/site';
import { LANGS, type Lang, type SidebarKey } from '../data/types';
import { llmsFullTxtPath, llmsTxtPath, markdownPath } from '../utils/markdown-path';
import { flattenLinks, resolveSidebar } from '../utils/sidebar';
import type { MdxNode } from './on-create-node';
import { codeDigest } from './code-digest';
import { articleCacheKey, type RenderedArticle } from './article/render';
import { assembleMarkdown, leadsWithFrontMatter, pageMarkdown, type MarkdownSource } from './page-markdown';

/**
 * Every page as Markdown at `/<route>.md`, and per language an `llms.txt`
 * (llmstxt.org: the pages of each sidebar section, linked to their
 * Markdown) and an `llms-full.txt` with every page's Markdown in the same
 * order. The build writes them to `public/`; `gatsby develop` answers them
 * on request from the page records as they are then.
 */

/** What a page's Markdown and its llms.txt entry are made of, read from its page record. */
export interface MarkdownPage {
  title: string;
  description: string;
  routePath: string;
  lang: string;
  docId: string;
  pageType: string;
  frontmatter: MarkdownSource['frontmatter'];
  parent: string;
}

type GetNode = NodePluginArgs['getNode'];

/** The Markdown of one page, from its MDX node. */
export function markdownOf(page: MarkdownPage, getNode: GetNode): string {
  const mdx = getNode(page.parent) as MdxNode;
  return pageMarkdown({
    body: mdx.body,
    title: page.title,
    lang: page.lang as Lang,
    docId: page.docId,
    frontmatter: page.frontmatter,
    absolutePath: mdx.internal.contentFilePath,
  });
}

export interface LlmsSection {
  title: string;
  pages: MarkdownPage[];
}

/** The section name of the pages no sidebar lists: the home page, overviews and the like. */
const OTHER: Record<Lang, string> = { en: 'Other', zh: '其他' };

/** What llms.txt says under its summary. */
const INTRO: Record<Lang, (full: string) => string> = {
  en: (full) => `The documentation of Rsbuild 0.7 in English. Each link leads to a page as Markdown; ${full} holds every page in one file.`,
  zh: (full) => `Rsbuild 0.7 的中文文档。下面每个链接都指向一个页面的 Markdown 版本，${full} 则把所有页面合在一个文件里。`,
};

/**
 * The pages of a language by sidebar section, in sidebar order; pages that
 * no sidebar lists come last, under "Other", the home page first.
 */
export function llmsSections(pages: readonly MarkdownPage[], lang: Lang): LlmsSection[] {
  const byDoc = new Map(pages.filter((page) => page.lang === lang).map((page) => [page.docId, page]));
  const listed = new Set<string>();
  const result: LlmsSection[] = [];
  for (const [key, items] of Object.entries(sidebars) as [SidebarKey, NonNullable<(typeof sidebars)[SidebarKey]>][]) {
    const sectionPages = flattenLinks(resolveSidebar(items, lang))
      .map((link) => link.fileKey!)
      .filter((docId) => !listed.has(docId) && byDoc.has(docId))
      .map((docId) => {
        listed.add(docId);
        return byDoc.get(docId)!;
      });
    if (sectionPages.length > 0) result.push({ title: sections[key][lang], pages: sectionPages });
  }
  const rest = [...byDoc.values()]
    .filter((page) => !listed.has(page.docId))
    .sort((a, b) => Number(b.pageType === 'home') - Number(a.pageType === 'home') || a.docId.localeCompare(b.docId));
  if (rest.length > 0) result.push({ title: OTHER[lang], pages: rest });
  return result;
}

const escapeLabel = (label: string) => label.replace(/([\\[\]])/g, '\\$1');

/** `/llms.txt` of a language, in the llmstxt.org form. */
export function llmsTxt(pages: readonly MarkdownPage[], lang: Lang): string {
  const locale = locales[lang];
  const lines = [`# ${locale.title}`, '', `> ${locale.description}`, '', INTRO[lang](`${site.siteUrl}${llmsFullTxtPath(lang)}`)];
  for (const section of llmsSections(pages, lang)) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      const description = page.description.replace(/\s+/g, ' ').trim();
      lines.push(`- [${escapeLabel(page.title)}](${site.siteUrl}${markdownPath(page.routePath)})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `/llms-full.txt` of a language: every page's Markdown in the order of llms.txt. */
export function llmsFullTxt(pages: readonly MarkdownPage[], lang: Lang, markdown: (page: MarkdownPage) => string): string {
  return llmsSections(pages, lang)
    .flatMap((section) => section.pages)
    .map((page) => markdown(page).trimEnd())
    .join('\n\n');
}

/** An import of an MDX file; one in a code example only costs that page its cache. */
const PARTIAL_IMPORT = /^import\s+\w+\s+from\s+['"][^'"]+\.mdx?['"]/m;

/**
 * `markdownOf`, without parsing the MDX again where the build's article of
 * the page holds its body's Markdown, and else kept in Gatsby's cache by
 * the page record and its MDX, so a warm build converts only what changed.
 * A page that imports a partial is always converted: the partial's changes
 * are not in its digest.
 */
async function cachedMarkdownOf(page: Node & MarkdownPage, getNode: GetNode, cache: GatsbyCache, code: string): Promise<string> {
  const mdx = getNode(page.parent) as MdxNode;
  if (PARTIAL_IMPORT.test(mdx.body)) return markdownOf(page, getNode);
  // The article rendered in this build wrote its body's Markdown from the same parse (./article/render.ts).
  if (!leadsWithFrontMatter(page.frontmatter)) {
    const article = (await cache.get(articleCacheKey({ contentDigest: mdx.internal.contentDigest, lang: page.lang as Lang, docId: page.docId }))) as RenderedArticle | undefined;
    if (article?.markdown !== undefined) return assembleMarkdown({ ...page, lang: page.lang as Lang }, article.markdown);
  }
  const key = `markdown-${page.internal.contentDigest}-${mdx.internal.contentDigest}-${code}`;
  const cached = (await cache.get(key)) as string | undefined;
  if (cached !== undefined) return cached;
  const markdown = markdownOf(page, getNode);
  await cache.set(key, markdown);
  return markdown;
}

const docPages = (getNodesByType: NodePluginArgs['getNodesByType']) => getNodesByType('DocPage') as unknown as (Node & MarkdownPage)[];

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** The post-build step: `public/<route>.md` for every page, then each language's llms.txt and llms-full.txt. */
export async function writeMarkdownFiles({ getNodesByType, getNode, reporter, cache }: BuildArgs): Promise<void> {
  const started = performance.now();
  const pages = docPages(getNodesByType);
  const markdown = new Map<MarkdownPage, string>();
  const code = codeDigest();
  for (const page of pages) markdown.set(page, await cachedMarkdownOf(page, getNode, cache, code));
  const publicDir = path.resolve('public');
  await Promise.all(pages.map((page) => write(path.join(publicDir, markdownPath(page.routePath)), markdown.get(page)!)));
  for (const lang of LANGS) {
    await write(path.join(publicDir, llmsTxtPath(lang)), llmsTxt(pages, lang));
    await write(path.join(publicDir, llmsFullTxtPath(lang)), `${llmsFullTxt(pages, lang, (page) => markdown.get(page)!)}\n`);
  }
  reporter.info(`Markdown of ${pages.length} pages and llms.txt written in ${((performance.now() - started) / 1000).toFixed(2)} s`);
}

interface Express {
  get(path: RegExp, handler: (request: IncomingMessage & { path: string }, response: ServerResponse) => void): void;
}

const LLMS_FILE = /^(?:\/([a-z]+))?\/(llms|llms-full)\.txt$/;

/**
 * `gatsby develop` answers `/<route>.md` and the llms files from the page
 * records and MDX as they are at the request, so the Copy page control
 * works while writing. A build's copies of them are removed from public/.
 */
export function serveMarkdownFiles(
  app: Express,
  getNodesByType: NodePluginArgs['getNodesByType'],
  getNode: GetNode,
  publicDir = path.resolve('public'),
): void {
  // The development server serves public/ before any handler added here, so
  // the copies a past build left there would hide the pages as they are now.
  const built = [...docPages(getNodesByType).map((page) => markdownPath(page.routePath)), ...LANGS.flatMap((lang) => [llmsTxtPath(lang), llmsFullTxtPath(lang)])];
  for (const file of built) fs.rmSync(path.join(publicDir, file), { force: true });
  const send = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' });
    response.end(body);
  };
  app.get(/\.md$/, (request, response) => {
    const page = docPages(getNodesByType).find((record) => markdownPath(record.routePath) === request.path);
    if (!page) return send(response, 404, 'text/plain', 'Not found');
    send(response, 200, 'text/markdown', markdownOf(page, getNode));
  });
  app.get(LLMS_FILE, (request, response) => {
    const [, prefix, name] = LLMS_FILE.exec(request.path)!;
    const lang = LANGS.find((candidate) => locales[candidate].prefix === (prefix ? `/${prefix}` : ''));
    if (!lang) return send(response, 404, 'text/plain', 'Not found');
    const pages = docPages(getNodesByType);
    send(response, 200, 'text/plain', name === 'llms' ? llmsTxt(pages, lang) : `${llmsFullTxt(pages, lang, (page) => markdownOf(page, getNode))}\n`);
  });
}
