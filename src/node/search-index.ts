import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sectionOf, sections } from '../data/sections';
import { LANGS, type Lang } from '../data/types';
import { buildLunrIndex } from './lunr-index';
import { headingId, SUMMARIES_FILE, type SearchIndexFile, type StoredPage } from '../search/search';

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
/** Folder of the pages' plain texts, one subfolder per language and version of the texts. */
export const TEXT_DIR = 'search-text';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The pages of one language that search lists: every doc of a section, no home page. */
export function searchablePages(pages: readonly SearchablePage[], lang: Lang): SearchablePage[] {
  return pages.filter((page) => page.lang === lang && page.pageType !== 'home' && sectionOf(page.docId) !== null);
}

/**
 * A page's searchable text as its file holds it: a first line with the
 * offset of each heading in the text (-1 when not located), which content
 * hits need to link their section, then the text.
 */
export function pageTextFile(page: SearchablePage): string {
  return `${JSON.stringify(page.toc.map((heading) => heading.charIndex))}\n${page.content}`;
}

/** The folder of a language's page texts, named by their content so a changed text gets a new URL. */
export function textFolder(pages: readonly SearchablePage[], lang: Lang): string {
  return `/${TEXT_DIR}/${lang}-${hash(JSON.stringify(pages.map((page) => [page.description, pageTextFile(page)])))}/`;
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
  return { index: compact, texts: textFolder(pages, lang), pages: stored };
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
    await mkdir(path.join(publicDir, file.texts), { recursive: true });
    await Promise.all(searchable.map((page, i) => writeFile(path.join(publicDir, file.texts, `${i}.txt`), pageTextFile(page))));
    await writeFile(path.join(publicDir, file.texts, SUMMARIES_FILE), JSON.stringify(searchable.map((page) => page.description)));
    const json = JSON.stringify(file);
    const name = `${INDEX_NAME}.${lang}.${hash(json)}.json`;
    await writeFile(path.join(publicDir, name), json);
    urls[lang] = `/${name}`;
  }
  return urls;
}
