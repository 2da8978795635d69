import { locales } from '../data/locales';
import { DEFAULT_LANG, LANGS, type Lang } from '../data/types';
import { langFromPath, switchLangPath } from '../utils/paths';

export const VISITED_KEY = 'rsbuild-visited';

const CRAWLER = /bot|crawl|spider|slurp|lighthouse|mediapartners|facebookexternalhit|bingpreview|preview/i;

/** The site language a browser language asks for, if the site has it: `zh-TW` → zh. */
export function siteLangFor(browserLang: string | undefined): Lang | null {
  const base = browserLang?.toLowerCase().split('-')[0];
  return LANGS.find((lang) => locales[lang].htmlLang.toLowerCase().split('-')[0] === base) ?? null;
}

/**
 * Where a visit should be sent instead, or null to stay: only a reader's
 * first visit, never a crawler, never a missing page, and only from the
 * default language to the browser's, when the site has it. A page in a
 * non-default language was reached on purpose and is never left.
 */
export function redirectTarget({
  pathname,
  visited,
  browserLang,
  userAgent,
  notFound,
}: {
  pathname: string;
  visited: boolean;
  browserLang: string | undefined;
  userAgent: string;
  notFound: boolean;
}): string | null {
  if (visited || notFound || CRAWLER.test(userAgent)) return null;
  const wanted = siteLangFor(browserLang);
  if (!wanted || wanted === DEFAULT_LANG || langFromPath(pathname) !== DEFAULT_LANG) return null;
  return switchLangPath(pathname, wanted);
}

/** Sends a first visit to the page in the browser's language, once per browser. */
export function redirectFirstVisit(): void {
  let visited: boolean;
  try {
    visited = localStorage.getItem(VISITED_KEY) !== null;
    localStorage.setItem(VISITED_KEY, '1');
  } catch {
    // Without storage the visit cannot be remembered, so it is never redirected.
    return;
  }
  const { pathname, search, hash } = window.location;
  const target = redirectTarget({
    pathname,
    visited,
    browserLang: navigator.languages?.[0] ?? navigator.language,
    userAgent: navigator.userAgent,
    notFound: /^\/(?:zh\/)?404(?:\/|\.html)?$/.test(window.pagePath ?? ''),
  });
  if (target) window.location.replace(`${target}${search}${hash}`);
}
