import type { Lang } from '../data/types';
import { withLangPrefix } from './paths';

const EXTERNAL = /^(?:https?:|mailto:|tel:)/i;
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

export const isExternalUrl = (url: string): boolean => EXTERNAL.test(url);
export const isProtocolRelative = (url: string): boolean => url.startsWith('//');
export const isDataUri = (url: string): boolean => /^data:/i.test(url);

/** Splits a URL into its path and its `?search#hash` tail. */
export function splitPath(url: string): { path: string; tail: string } {
  const cut = url.search(/[?#]/);
  return cut === -1 ? { path: url, tail: '' } : { path: url.slice(0, cut), tail: url.slice(cut) };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Canonical form of a site path under clean URLs: percent-decoded, without
 * `.html`, a trailing `/index` turned into `/`, and a trailing slash on page
 * paths (files such as `/rss/feed.xml` keep their name).
 */
export function normalizePath(path: string): string {
  let clean = safeDecode(path).replace(/\.html$/, '').replace(/\/index$/, '/');
  if (clean === '') return '/';
  const last = clean.slice(clean.lastIndexOf('/') + 1);
  if (!clean.endsWith('/') && !HAS_EXTENSION.test(last)) clean += '/';
  return clean;
}

/** Normalises the path part of a URL and keeps its search and hash. */
export function normalizeHref(href: string): string {
  const { path, tail } = splitPath(href);
  return path ? normalizePath(path) + tail : tail;
}

export function addBase(path: string, base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  if (!trimmed || path === trimmed || path.startsWith(`${trimmed}/`)) return path;
  return `${trimmed}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function removeBase(path: string, base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  if (!trimmed) return path;
  if (path === trimmed) return '/';
  return path.startsWith(`${trimmed}/`) ? path.slice(trimmed.length) : path;
}

/** Whether two site URLs name the same page, ignoring search and hash. */
export function isSamePath(a: string, b: string): boolean {
  return normalizePath(splitPath(a).path) === normalizePath(splitPath(b).path);
}

export type ResolvedLink =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; href: string }
  | { kind: 'file'; href: string }
  | { kind: 'other'; href: string };

export interface LinkContext {
  lang: Lang;
  /** Route of the directory holding the current source file, e.g. `/guide/start/`. */
  dir: string;
}

/** Parent directory route of a doc (`guide/start/index` → `/guide/start/`), against which its relative links resolve. */
export function docDir(docId: string): string {
  const parts = docId.split('/').slice(0, -1);
  return parts.length ? `/${parts.join('/')}/` : '/';
}

/**
 * How an in-content link is followed. External URLs open in a new tab;
 * page links (absolute, or relative to the source file, with or without
 * `.md`/`.mdx`) are normalised and given the page's language prefix; links
 * to files such as `/rss/feed.xml` are taken as written; hashes,
 * protocol-relative URLs and data URIs are left alone.
 */
export function resolveContentLink(href: string, { lang, dir }: LinkContext): ResolvedLink {
  if (isExternalUrl(href)) return { kind: 'external', href };
  if (!href || href.startsWith('#') || isProtocolRelative(href) || isDataUri(href) || /^[a-z][a-z0-9+.-]*:/i.test(href)) {
    return { kind: 'other', href };
  }
  const { path, tail } = splitPath(href);
  const absolute = path.startsWith('/') ? path : new URL(path, `https://site.invalid${dir}`).pathname;
  const withoutSource = absolute.replace(/\.mdx?$/, '');
  const normalized = normalizePath(withoutSource);
  if (!normalized.endsWith('/')) return { kind: 'file', href: normalized + tail };
  return { kind: 'internal', href: withLangPrefix(normalized, lang) + tail };
}
