import { feedsFor } from '../data/feeds';
import { AUTHORED_PAGE_TYPES, LANGS, type FeedRecord, type Lang, type PageType } from '../data/types';
import { docIdFromFile, routeForDoc } from '../utils/paths';
import { readMarkdown, type TocEntry } from './markdown-text';

/** Front matter keys an author may use; anything else is a typo. */
export const FRONTMATTER_KEYS = [
  'title',
  'description',
  'pageType',
  'titleSuffix',
  'hero',
  'features',
  'published_at',
  'linkRss',
  'navbar',
  'sidebar',
  'outline',
  'footer',
  'overview',
] as const;

export type Frontmatter = Partial<Record<(typeof FRONTMATTER_KEYS)[number], unknown>> & { title: string };

export interface PageRecord {
  pagePath: string;
  relativePath: string;
  docId: string;
  pageType: PageType;
  title: string;
  description: string;
  frontmatter: Frontmatter;
  toc: TocEntry[];
  routePath: string;
  lang: Lang;
  version: string;
  feeds: FeedRecord[];
  lastUpdated: string;
}

export interface SourceFile {
  /** Path under `content/`, e.g. `en/guide/start/index.mdx`. */
  contentPath: string;
  frontmatter: Record<string, unknown>;
  body: string;
  /** The whole file, to point errors at a line. */
  raw: string;
  lastUpdated: string;
}

export class PageRecordError extends Error {
  constructor(file: string, message: string) {
    super(`content/${file}: ${message}`);
    this.name = 'PageRecordError';
  }
}

const DESCRIPTION_LENGTH = 160;

/** 1-based line of a front matter key in the file, or 1 when not found. */
function lineOf(raw: string, key: string): number {
  const index = raw.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 1;
}

/** `shared/` folders hold partials that pages import; they are never pages. */
export function isPartial(contentPath: string): boolean {
  return contentPath.split('/')[1] === 'shared';
}

function describe(text: string): string {
  const firstParagraph = text.split('\n').find((line) => line.length > 40) ?? text;
  if (firstParagraph.length <= DESCRIPTION_LENGTH) return firstParagraph;
  const cut = firstParagraph.lastIndexOf(' ', DESCRIPTION_LENGTH - 1);
  return `${firstParagraph.slice(0, cut > 80 ? cut : DESCRIPTION_LENGTH - 1)}…`;
}

/** YAML dates become Date objects; the data layer stores ISO strings. */
function plainFrontmatter(frontmatter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(frontmatter).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** Builds the page record of a source file, or throws naming the file. */
export function buildPageRecord(source: SourceFile): PageRecord {
  const { contentPath } = source;
  const [lang, ...rest] = contentPath.split('/');
  if (!LANGS.includes(lang as Lang)) {
    throw new PageRecordError(contentPath, `the first folder must be a language (${LANGS.join(', ')}), not "${lang}"`);
  }
  const relativePath = rest.join('/');
  const unknown = Object.keys(source.frontmatter).filter((key) => !(FRONTMATTER_KEYS as readonly string[]).includes(key));
  if (unknown.length) {
    const key = unknown[0]!;
    throw new PageRecordError(
      contentPath,
      `line ${lineOf(source.raw, key)}: unknown front matter key "${key}" (known keys: ${FRONTMATTER_KEYS.join(', ')})`,
    );
  }
  const { title } = source.frontmatter;
  if (typeof title !== 'string' || !title.trim()) {
    throw new PageRecordError(contentPath, 'line 1: front matter needs a "title"');
  }
  const pageType = (source.frontmatter.pageType ?? 'doc') as PageType;
  if (!AUTHORED_PAGE_TYPES.includes(pageType)) {
    throw new PageRecordError(
      contentPath,
      `line ${lineOf(source.raw, 'pageType')}: pageType "${pageType}" is not one of ${AUTHORED_PAGE_TYPES.join(', ')}`,
    );
  }
  const frontmatter = plainFrontmatter(source.frontmatter) as Frontmatter;
  const { toc, text } = readMarkdown(source.body);
  const docId = docIdFromFile(relativePath);
  const feedIds = (frontmatter.linkRss ?? []) as string[];
  let feeds: FeedRecord[];
  try {
    feeds = feedIds.flatMap((id) => feedsFor(id, lang as Lang));
  } catch (error) {
    throw new PageRecordError(contentPath, `line ${lineOf(source.raw, 'linkRss')}: ${(error as Error).message}`);
  }

  return {
    pagePath: `content/${contentPath}`,
    relativePath,
    docId,
    pageType,
    title,
    description: typeof frontmatter.description === 'string' ? frontmatter.description : describe(text),
    frontmatter,
    toc,
    routePath: routeForDoc(docId, lang as Lang),
    lang: lang as Lang,
    version: '',
    feeds,
    lastUpdated: source.lastUpdated,
  };
}
