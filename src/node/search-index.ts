import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sectionOf, sections } from '../data/sections';
import { LANGS, type Lang } from '../data/types';
import { buildLunrIndex } from './lunr-index';
import { headingId, textsUrlOf, type SearchIndexFile, type SearchTextsFile, type StoredPage } from '../search/search';

/** What search needs of a page record. */
export interface SearchablePage {
  docId: string;
  lang: string;
  pageType: string;
  routePath: string;
  title: string;
  /** The page's summary, searched on its own and as part of its text. */
  description: string;
  content: string;
  toc: { id: string; text: string; charIndex: number }[];
}

export const INDEX_NAME = 'search_index';
/** Start of the name of each language's file of page texts, which shares its index's hash. */
export const TEXTS_NAME = 'search_text';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The pages of one language that search lists: every doc of a section, no home page. */
export function searchablePages(pages: readonly SearchablePage[], lang: Lang): SearchablePage[] {
  return pages.filter((page) => page.lang === lang && page.pageType !== 'home' && sectionOf(page.docId) !== null);
}

/** Every page's summary, text and heading offsets, which content hits need to link their section. */
export function buildSearchTexts(pages: readonly SearchablePage[]): SearchTextsFile {
  return {
    summaries: pages.map((page) => page.description),
    sections: pages.map((page) => page.toc.map((heading) => heading.charIndex)),
    texts: pages.map((page) => page.content),
  };
}

/** The serialised index of one language and the stored fields its hits need. */
export function buildSearchIndex(pages: readonly SearchablePage[], lang: Lang): SearchIndexFile {
  const { compact } = buildLunrIndex(
    pages.map((page, i) => ({ id: String(i), title: page.title, headings: page.toc.map((heading) => heading.text).join('\n'), content: `${page.description}\n${page.content}` })),
  );
  const stored: StoredPage[] = pages.map((page) => ({
    path: page.routePath,
    title: page.title,
    // Most ids follow from their heading; only the others are stored.
    toc: page.toc.map(({ text, id }) => (headingId(text) === id ? [text] : [text, id])),
    domain: sections[sectionOf(page.docId)!][lang],
  }));
  return { index: compact, pages: stored };
}

/**
 * Writes, into `public/` where both `gatsby build` and `gatsby develop`
 * serve them, each language's index and its texts file, named by a hash
 * of both, replacing older ones. Returns the URL of each index; its texts
 * file is at `textsUrlOf(url)`.
 */
export async function writeSearchIndexes(pages: readonly SearchablePage[], publicDir = path.resolve('public')): Promise<Record<Lang, string>> {
  await mkdir(publicDir, { recursive: true });
  const stale = (await readdir(publicDir)).filter((name) => name.startsWith(`${INDEX_NAME}.`) || name.startsWith(`${TEXTS_NAME}.`));
  await Promise.all(stale.map((name) => rm(path.join(publicDir, name))));
  // Page texts used to be a folder of files.
  await rm(path.join(publicDir, 'search-text'), { recursive: true, force: true });

  const urls = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    const searchable = searchablePages(pages, lang);
    const index = JSON.stringify(buildSearchIndex(searchable, lang));
    const texts = JSON.stringify(buildSearchTexts(searchable));
    const url = `/${INDEX_NAME}.${lang}.${hash(index + texts)}.json`;
    await writeFile(path.join(publicDir, url), index);
    await writeFile(path.join(publicDir, textsUrlOf(url)), texts);
    urls[lang] = url;
  }
  return urls;
}
