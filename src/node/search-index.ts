import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sectionOf, sections } from '../data/sections';
import { LANGS, type Lang } from '../data/types';
import { buildLunrIndex } from './lunr-index';
import type { SearchIndexFile, SearchPage } from '../search/search';

/** What search needs of a page record. */
export interface SearchablePage {
  docId: string;
  lang: string;
  pageType: string;
  routePath: string;
  title: string;
  content: string;
  toc: { id: string; text: string; charIndex: number }[];
}

export const INDEX_NAME = 'search_index';
/** Folder of the pages' plain texts, each named by its content hash. */
export const TEXT_DIR = 'search-text';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The pages of one language that search lists: every doc of a section, no home page. */
export function searchablePages(pages: readonly SearchablePage[], lang: Lang): SearchablePage[] {
  return pages.filter((page) => page.lang === lang && page.pageType !== 'home' && sectionOf(page.docId) !== null);
}

/** The serialised index of one language and the stored fields its hits need. */
export function buildSearchIndex(pages: readonly SearchablePage[], lang: Lang): SearchIndexFile {
  const { compact } = buildLunrIndex(
    pages.map((page, i) => ({ id: String(i), title: page.title, headings: page.toc.map((heading) => heading.text).join('\n'), content: page.content })),
  );
  const stored: SearchPage[] = pages.map((page) => ({
    routePath: page.routePath,
    title: page.title,
    toc: page.toc,
    domain: sections[sectionOf(page.docId)!][lang],
    textUrl: `/${TEXT_DIR}/${hash(page.content)}.txt`,
  }));
  return { index: compact, pages: stored };
}

/**
 * Writes, into `public/` where both `gatsby build` and `gatsby develop`
 * serve them, one content-hashed index per language and the plain text of
 * every page, replacing older ones. Returns the URL of each index.
 */
export async function writeSearchIndexes(pages: readonly SearchablePage[], publicDir = path.resolve('public')): Promise<Record<Lang, string>> {
  const textDir = path.join(publicDir, TEXT_DIR);
  await rm(textDir, { recursive: true, force: true });
  await mkdir(textDir, { recursive: true });
  const stale = (await readdir(publicDir)).filter((name) => name.startsWith(`${INDEX_NAME}.`));
  await Promise.all(stale.map((name) => rm(path.join(publicDir, name))));

  const urls = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    const searchable = searchablePages(pages, lang);
    const file = buildSearchIndex(searchable, lang);
    await Promise.all(searchable.map((page, i) => writeFile(path.join(publicDir, file.pages[i]!.textUrl), page.content)));
    const json = JSON.stringify(file);
    const name = `${INDEX_NAME}.${lang}.${hash(json)}.json`;
    await writeFile(path.join(publicDir, name), json);
    urls[lang] = `/${name}`;
  }
  return urls;
}
