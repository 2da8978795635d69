import { feedChannels, feedsFor } from '../data/feeds';
import { AUTHORED_PAGE_TYPES, LANGS, type FeedRecord, type Lang, type PageType } from '../data/types';
import { subOptionHeading } from '../utils/options';
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
  'option',
  'type',
  'default',
  'productionDefault',
  'unset',
  'since',
  'subOptions',
] as const;

/** Fields of a config option page, and of its sub-options, that hold values as text, whatever YAML made of them. */
const OPTION_TEXT_FIELDS: readonly string[] = ['option', 'type', 'default', 'productionDefault', 'since'];
const SUB_OPTION_TEXT_FIELDS: readonly string[] = ['name', 'type', 'default', 'productionDefault', 'since'];

export interface SubOption {
  name: string;
  type: string;
  default: string;
  productionDefault?: string;
  /** The option has no value of its own; `default` is what Rsbuild uses in its place. */
  unset?: boolean;
  since?: string;
}

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
  /** Readable text of the page, for search. */
  content: string;
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

function asText(value: unknown): unknown {
  return value === undefined || value === null ? value : String(value);
}

function withTextFields(entry: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, fields.includes(key) ? asText(value) : value]));
}

/**
 * YAML dates become ISO strings and option values text (`default: 4096`
 * and `default: '4096'` mean the same), as the data layer declares them.
 */
function plainFrontmatter(frontmatter: Record<string, unknown>): Record<string, unknown> {
  const plain = withTextFields(
    Object.fromEntries(Object.entries(frontmatter).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])),
    OPTION_TEXT_FIELDS,
  );
  if (Array.isArray(plain.subOptions)) {
    plain.subOptions = plain.subOptions.map((entry: Record<string, unknown>) => withTextFields(entry, SUB_OPTION_TEXT_FIELDS));
  }
  return plain;
}

function checkOption(frontmatter: Frontmatter, toc: TocEntry[], contentPath: string, raw: string): void {
  if (frontmatter.option === undefined) return;
  for (const field of ['type', 'default'] as const) {
    if (typeof frontmatter[field] !== 'string') {
      throw new PageRecordError(contentPath, `line ${lineOf(raw, 'option')}: an option page needs "${field}" in its front matter`);
    }
  }
  if (frontmatter.unset !== undefined && typeof frontmatter.unset !== 'boolean') {
    throw new PageRecordError(contentPath, `line ${lineOf(raw, 'unset')}: "unset" is true or false`);
  }
  const subOptions = (frontmatter.subOptions ?? []) as SubOption[];
  for (const sub of subOptions) {
    if (!sub.name || sub.type === undefined || sub.default === undefined) {
      throw new PageRecordError(contentPath, `line ${lineOf(raw, 'subOptions')}: every sub-option needs name, type and default`);
    }
    if (sub.unset !== undefined && typeof sub.unset !== 'boolean') {
      throw new PageRecordError(contentPath, `line ${lineOf(raw, 'subOptions')}: "unset" of sub-option ${sub.name} is true or false`);
    }
    const heading = subOptionHeading(sub.name);
    if (!toc.some((entry) => entry.text === heading)) {
      throw new PageRecordError(
        contentPath,
        `line ${lineOf(raw, 'subOptions')}: sub-option ${sub.name} has no section; add a heading "### ${heading}"`,
      );
    }
  }
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
  checkOption(frontmatter, toc, contentPath, source.raw);
  const docId = docIdFromFile(relativePath);
  // A page announces the feeds it lists and the feed it is an entry of.
  const memberOf = Object.keys(feedChannels).filter((id) => docId.startsWith(feedChannels[id]!.docPrefix));
  const feedIds = [...new Set([...((frontmatter.linkRss ?? []) as string[]), ...memberOf])];
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
    content: text,
    routePath: routeForDoc(docId, lang as Lang),
    lang: lang as Lang,
    version: '',
    feeds,
    lastUpdated: source.lastUpdated,
  };
}
