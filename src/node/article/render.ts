import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { GatsbyCache, NodePluginArgs, Reporter } from 'gatsby';
import type { Pluggable } from 'unified';
import { compileMDXWithCustomOptions } from 'gatsby-plugin-mdx';
import { locales } from '../../data/locales';
import type { Lang } from '../../data/types';
import { docDir } from '../../utils/links';
import { routeForDoc } from '../../utils/paths';
import { codeDigest } from '../code-digest';
import { hoversEnabled } from '../code-hovers';
import { articleCompileOptions } from '../mdx-options';
import { bodyMarkdown } from '../page-markdown';
import { articleComponents } from './components';
import { collectReferences, type ArticleImport, type ArticleLink } from './link-check';

export interface ArticleSource {
  /** The page's MDX body, front matter removed. */
  body: string;
  absolutePath: string;
  /** Changes whenever the body or the front matter does. */
  contentDigest: string;
  lang: Lang;
  docId: string;
}

export type ArticleHelpers = Pick<NodePluginArgs, 'getNode' | 'getNodesByType' | 'pathPrefix' | 'store'> & {
  cache: GatsbyCache;
  reporter: Reporter;
};

/** An MDX page that cannot become HTML; the message names the file and, where known, the line and column. */
export class ArticleError extends Error {}

/** The article, with the links and imports its author wrote (positions in the MDX body). */
export interface RenderedArticle {
  html: string;
  links: ArticleLink[];
  imports: ArticleImport[];
  /** The body as Markdown (src/node/page-markdown.ts), when asked for. */
  markdown?: string;
}

interface Place {
  line?: number;
  column?: number;
}

/**
 * Lines of the file above the MDX body: positions in the body become
 * positions in the file the author has open.
 */
export function frontMatterLines(absolutePath: string, body: string): number {
  let raw: string;
  try {
    raw = fs.readFileSync(absolutePath, 'utf8');
  } catch {
    return 0;
  }
  const start = raw.lastIndexOf(body);
  return start > 0 ? raw.slice(0, start).split('\n').length - 1 : 0;
}

/** `file:line:column` of a place in an article's body. */
export function placeInFile(source: Pick<ArticleSource, 'absolutePath' | 'body'>, place: Place): string {
  const file = path.relative(process.cwd(), source.absolutePath);
  if (!place.line) return file;
  const line = place.line + frontMatterLines(source.absolutePath, source.body);
  return `${file}:${line}${place.column ? `:${place.column}` : ''}`;
}

/** Where micromark's MDX errors put their place when the message has none of its own: `(line:column-line:column)` at the end. */
const PLACE_IN_REASON = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/;

function describe(source: ArticleSource, error: unknown): string {
  const details = (error ?? {}) as Place & { reason?: string; message?: string };
  let reason = details.reason ?? details.message ?? String(error);
  let place: Place = details;
  const inReason = details.line ? null : PLACE_IN_REASON.exec(reason);
  if (inReason) {
    place = { line: Number(inReason[1]), column: Number(inReason[2]) };
    reason = reason.slice(0, inReason.index);
  }
  return `${placeInFile(source, place)}: ${reason}`;
}

/** Compiles the MDX with the site's remark plugins into a function body. */
async function compile(source: ArticleSource, helpers: ArticleHelpers, links: ArticleLink[], imports: ArticleImport[], readParsed?: Pluggable): Promise<string> {
  let failure: unknown;
  // gatsby-plugin-mdx reports a compile error through the reporter it is
  // given and returns null; keeping the error lets the message name the line.
  const reporter = Object.create(helpers.reporter, {
    panicOnBuild: { value: (report: { context?: { errorMeta?: unknown } }) => (failure = report.context?.errorMeta ?? report) },
  }) as Reporter;
  const result = await compileMDXWithCustomOptions(
    { source: source.body, absolutePath: source.absolutePath },
    {
      pluginOptions: articleCompileOptions(readParsed) as never,
      customOptions: { mdxOptions: { outputFormat: 'function-body', remarkPlugins: [collectReferences(links, imports)] } },
      getNode: helpers.getNode,
      getNodesByType: helpers.getNodesByType,
      pathPrefix: helpers.pathPrefix,
      reporter,
      cache: helpers.cache,
      store: helpers.store,
    },
  );
  if (!result) throw new ArticleError(describe(source, failure));
  return result.processedMDX;
}

/**
 * The article of one page as static HTML, with its links, and with
 * `withMarkdown` its body as Markdown, written from the same parse of the
 * MDX: parsing was most of the time the Markdown copies took on their own.
 */
export async function renderArticle(source: ArticleSource, helpers: ArticleHelpers, { withMarkdown = false } = {}): Promise<RenderedArticle> {
  const links: ArticleLink[] = [];
  const imports: ArticleImport[] = [];
  let markdown: string | undefined;
  const readParsed = withMarkdown ? () => (tree: unknown) => void (markdown = bodyMarkdown(tree, source)) : undefined;
  const code = await compile(source, helpers, links, imports, readParsed);
  const missing = imports.find((entry) => !fs.existsSync(path.resolve(path.dirname(source.absolutePath), entry.specifier)));
  if (missing) throw new ArticleError(`${placeInFile(source, missing)}: imports ${missing.specifier}, which does not exist`);
  const { run } = await import('@mdx-js/mdx');
  const components = articleComponents(locales[source.lang].ui, { lang: source.lang, dir: docDir(source.docId) }, routeForDoc(source.docId, source.lang));
  try {
    const { default: Content } = await run(code, { useMDXComponents: () => components } as never);
    return { html: renderToStaticMarkup(React.createElement(Content as React.ComponentType)), links, imports, markdown };
  } catch (error) {
    throw new ArticleError(describe(source, error));
  }
}

/** Where the cache keeps a page's article: by its content, language, route and the build's code. */
export function articleCacheKey(source: Pick<ArticleSource, 'contentDigest' | 'lang' | 'docId'>): string {
  return `article-${source.contentDigest}-${source.lang}-${source.docId}-${codeDigest()}${hoversEnabled() ? '' : '-plain'}`;
}

/**
 * `renderArticle`, kept in Gatsby's cache. A build's articles carry their
 * Markdown, which the post-build step writes out (../markdown-files.ts); a
 * development server writes Markdown when it is asked for.
 */
export async function cachedArticle(source: ArticleSource, helpers: ArticleHelpers): Promise<RenderedArticle> {
  const key = articleCacheKey(source);
  const cached = (await helpers.cache.get(key)) as RenderedArticle | undefined;
  if (cached !== undefined) return cached;
  const article = await renderArticle(source, helpers, { withMarkdown: process.env.gatsby_executing_command !== 'develop' });
  await helpers.cache.set(key, article);
  return article;
}
