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

/** An MDX page that cannot become HTML; the message names the file and, where known, the line. */
export class ArticleError extends Error {}

interface Place {
  line?: number;
  column?: number;
}

function describe(source: ArticleSource, error: unknown): string {
  const file = path.relative(process.cwd(), source.absolutePath);
  const place = (error ?? {}) as Place & { reason?: string; message?: string };
  const where = place.line ? `${file}:${place.line}${place.column ? `:${place.column}` : ''}` : file;
  return `${where}: ${place.reason ?? place.message ?? String(error)}`;
}

/** Compiles the MDX with the site's remark plugins into a function body. */
async function compile(source: ArticleSource, helpers: ArticleHelpers): Promise<string> {
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
      customOptions: { mdxOptions: { outputFormat: 'function-body' } },
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

/** The article of one page as static HTML. */
export async function renderArticle(source: ArticleSource, helpers: ArticleHelpers): Promise<string> {
  const code = await compile(source, helpers);
  const { run } = await import('@mdx-js/mdx');
  const components = articleComponents(locales[source.lang].ui, { lang: source.lang, dir: docDir(source.docId) }, routeForDoc(source.docId, source.lang));
  try {
    const { default: Content } = await run(code, { useMDXComponents: () => components } as never);
    return renderToStaticMarkup(React.createElement(Content as React.ComponentType));
  } catch (error) {
    throw new ArticleError(describe(source, error));
  }
}

/** `renderArticle`, kept in Gatsby's cache by the page's content, language, route and the build's code. */
export async function cachedArticle(source: ArticleSource, helpers: ArticleHelpers): Promise<string> {
  const key = `article-${source.contentDigest}-${source.lang}-${source.docId}-${codeDigest()}${hoversEnabled() ? '' : '-plain'}`;
  const cached = (await helpers.cache.get(key)) as string | undefined;
  if (cached !== undefined) return cached;
  const html = await renderArticle(source, helpers);
  await helpers.cache.set(key, html);
  return html;
}
