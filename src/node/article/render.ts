import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { GatsbyCache, NodePluginArgs, Reporter } from 'gatsby';
import { compileMDXWithCustomOptions } from 'gatsby-plugin-mdx';
import { locales } from '../../data/locales';
import type { Lang } from '../../data/types';
import { docDir } from '../../utils/links';
import { routeForDoc } from '../../utils/paths';
import { codeDigest } from '../code-digest';
import { hoversEnabled } from '../code-hovers';
import { articleCompileOptions } from '../mdx-options';
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
async function compile(source: ArticleSource, helpers: ArticleHelpers, links: ArticleLink[], imports: ArticleImport[]): Promise<string> {
  let failure: unknown;
  // gatsby-plugin-mdx reports a compile error through the reporter it is
  // given and returns null; keeping the error lets the message name the line.
  const reporter = Object.create(helpers.reporter, {
    panicOnBuild: { value: (report: { context?: { errorMeta?: unknown } }) => (failure = report.context?.errorMeta ?? report) },
  }) as Reporter;
  const result = await compileMDXWithCustomOptions(
    { source: source.body, absolutePath: source.absolutePath },
    {
      pluginOptions: articleCompileOptions as never,
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

/** The article of one page as static HTML, with its links. */
export async function renderArticle(source: ArticleSource, helpers: ArticleHelpers): Promise<RenderedArticle> {
  const links: ArticleLink[] = [];
  const imports: ArticleImport[] = [];
  const code = await compile(source, helpers, links, imports);
  const missing = imports.find((entry) => !fs.existsSync(path.resolve(path.dirname(source.absolutePath), entry.specifier)));
  if (missing) throw new ArticleError(`${placeInFile(source, missing)}: imports ${missing.specifier}, which does not exist`);
  const { run } = await import('@mdx-js/mdx');
  const components = articleComponents(locales[source.lang].ui, { lang: source.lang, dir: docDir(source.docId) }, routeForDoc(source.docId, source.lang));
  try {
    const { default: Content } = await run(code, { useMDXComponents: () => components } as never);
    return { html: renderToStaticMarkup(React.createElement(Content as React.ComponentType)), links, imports };
  } catch (error) {
    throw new ArticleError(describe(source, error));
  }
}

/** `renderArticle`, kept in Gatsby's cache by the page's content, language, route and the build's code. */
export async function cachedArticle(source: ArticleSource, helpers: ArticleHelpers): Promise<RenderedArticle> {
  const key = `article-${source.contentDigest}-${source.lang}-${source.docId}-${codeDigest()}${hoversEnabled() ? '' : '-plain'}`;
  const cached = (await helpers.cache.get(key)) as RenderedArticle | undefined;
  if (cached !== undefined) return cached;
  const article = await renderArticle(source, helpers);
  await helpers.cache.set(key, article);
  return article;
}
