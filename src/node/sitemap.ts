import { locales } from '../data/locales';
import { site } from '../data/site';
import { DEFAULT_LANG, LANGS } from '../data/types';
import { switchLangPath } from '../utils/paths';

/** Where gatsby-plugin-sitemap writes the index of the sitemaps (its `output` is `/`). */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

/** The built pages, and the page records that know when each page last changed. */
export const SITEMAP_QUERY = `
  {
    allSitePage {
      nodes {
        path
      }
    }
    allDocPage {
      nodes {
        routePath
        lastUpdated
      }
    }
  }
`;

export interface SitemapQueryResult {
  allSitePage: { nodes: { path: string }[] };
  allDocPage: { nodes: { routePath: string; lastUpdated: string }[] };
}

/** A page the sitemap lists: its route, when it last changed, and the routes of its language twins. */
export interface SitemapPage {
  path: string;
  lastUpdated: string;
  /** Twin routes by `hreflang`, the page's own included, `x-default` last. */
  alternates: { hreflang: string; path: string }[];
}

export interface SitemapEntry {
  url: string;
  lastmod: string;
  links: { lang: string; url: string }[];
}

/** Error pages, which no search engine should list: Gatsby's `/404/`, `/404.html` and `/dev-404-page/`, and `/zh/404/`. */
export function isNotFoundPath(pagePath: string): boolean {
  return /(^|\/)(404|404\.html|dev-404-page)\/?$/.test(pagePath);
}

/**
 * The pages of the sitemap (the plugin's `resolvePages`): every built page
 * but the error pages, each with the last change of its page record and its
 * twins in the other languages. A built page without a record, or a twin
 * that was not built, fails the build rather than leave the sitemap wrong.
 */
export function sitemapPages(data: SitemapQueryResult): SitemapPage[] {
  const lastUpdated = new Map(data.allDocPage.nodes.map((record) => [record.routePath, record.lastUpdated]));
  const built = new Set(data.allSitePage.nodes.map((page) => page.path));
  return data.allSitePage.nodes
    .map((page) => page.path)
    .filter((pagePath) => !isNotFoundPath(pagePath))
    .sort()
    .map((pagePath) => {
      const changed = lastUpdated.get(pagePath);
      if (!changed) throw new Error(`${pagePath} is built but has no page record, so the sitemap cannot say when it changed`);
      const twins = [
        ...LANGS.map((lang) => ({ hreflang: locales[lang].htmlLang, path: switchLangPath(pagePath, lang) })),
        { hreflang: 'x-default', path: switchLangPath(pagePath, DEFAULT_LANG) },
      ];
      const missing = twins.find((twin) => !built.has(twin.path));
      if (missing) throw new Error(`${pagePath}: its ${missing.hreflang} twin ${missing.path} is not built`);
      return { path: pagePath, lastUpdated: changed, alternates: twins };
    });
}

/** One `<url>` of the sitemap (the plugin's `serialize`); the plugin puts the site URL before `url`. */
export function sitemapEntry(page: SitemapPage, siteUrl: string = site.siteUrl): SitemapEntry {
  return {
    url: page.path,
    lastmod: page.lastUpdated,
    links: page.alternates.map((twin) => ({ lang: twin.hreflang, url: `${siteUrl}${twin.path}` })),
  };
}

/** Options of gatsby-plugin-sitemap: every page with its twins and last change, the site URL from site data. */
export function sitemapOptions() {
  return {
    output: '/',
    // robots.txt names the sitemap; a link in every page's head would add nothing.
    createLinkInHead: false,
    query: SITEMAP_QUERY,
    resolveSiteUrl: () => site.siteUrl,
    resolvePages: sitemapPages,
    serialize: (page: SitemapPage) => sitemapEntry(page),
  };
}
