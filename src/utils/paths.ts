import { locales } from '../data/locales';
import { DEFAULT_LANG, LANGS, type Lang } from '../data/types';

/** Language of a site path: `/zh` and `/zh/...` are Chinese, the rest English. */
export function langFromPath(pathname: string): Lang {
  for (const lang of LANGS) {
    const { prefix } = locales[lang];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return DEFAULT_LANG;
}

/** Removes the language prefix: `/zh/guide/` → `/guide/`. */
export function stripLangPrefix(pathname: string): string {
  const { prefix } = locales[langFromPath(pathname)];
  const rest = pathname.slice(prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Adds the prefix of `lang` to a path written for the default language. */
export function withLangPrefix(pathname: string, lang: Lang): string {
  const { prefix } = locales[lang];
  if (!prefix || pathname === prefix || pathname.startsWith(`${prefix}/`)) return pathname;
  return `${prefix}${pathname}`;
}

/** The same page in another language: `/guide/start/` → `/zh/guide/start/`. */
export function switchLangPath(pathname: string, to: Lang): string {
  return withLangPrefix(stripLangPrefix(pathname), to);
}

/** Site root of a language: `/` or `/zh/`. */
export function homePath(lang: Lang): string {
  return `${locales[lang].prefix}/`;
}

/** Doc id of a source file: `guide/start/index.mdx` → `guide/start/index`. */
export function docIdFromFile(relativePath: string): string {
  return relativePath.replace(/\.mdx?$/, '');
}

/** Route of a doc id in a language: `guide/start/index` → `/zh/guide/start/`. */
export function routeForDoc(docId: string, lang: Lang): string {
  const clean = docId.replace(/(^|\/)index$/, '');
  const path = clean ? `/${clean}/` : '/';
  return lang === DEFAULT_LANG ? path : `${locales[lang].prefix}${path}`;
}
