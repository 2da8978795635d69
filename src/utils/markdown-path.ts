import { locales } from '../data/locales';
import type { Lang } from '../data/types';

/**
 * The URL of a route's Markdown copy: the trailing slash gives way to `.md`
 * (`/config/server/port/` → `/config/server/port.md`), and a language's
 * home page is its folder's `index.md` (`/` → `/index.md`, `/zh/` →
 * `/zh/index.md`). A search or hash on the route is dropped.
 */
export function markdownPath(route: string): string {
  const path = route.replace(/[?#].*$/, '');
  if (path === '' || path === '/') return '/index.md';
  const trimmed = path.replace(/\/+$/, '');
  if (Object.values(locales).some((locale) => locale.prefix && trimmed === locale.prefix)) return `${trimmed}/index.md`;
  return `${trimmed}.md`;
}

/** The `llms.txt` of a language: `/llms.txt`, `/zh/llms.txt`. */
export const llmsTxtPath = (lang: Lang): string => `${locales[lang].prefix}/llms.txt`;

/** Every page's Markdown of a language in one file: `/llms-full.txt`, `/zh/llms-full.txt`. */
export const llmsFullTxtPath = (lang: Lang): string => `${locales[lang].prefix}/llms-full.txt`;
