import lunr from 'lunr';
import { expandIndex, type CompactIndex } from './compact-index';
import { normalizeText } from './normalize';
import { tokenize } from './tokenize';

/** What the index stores of a page: enough to rank it and to render title and heading hits. */
export interface SearchPage {
  routePath: string;
  title: string;
  toc: { id: string; text: string; charIndex: number }[];
  /** Section label: Guide, Config, Plugin, API or Community. */
  domain: string;
  /** URL of the page's plain text, fetched for content hits only. */
  textUrl: string;
}

export interface SearchIndexFile {
  index: CompactIndex;
  pages: SearchPage[];
}

export type Range = [start: number, end: number];

export interface SearchHit {
  type: 'title' | 'header' | 'content';
  title: string;
  header?: string;
  /** The text shown for the hit: the title, the heading or a snippet. */
  statement: string;
  link: string;
  /** Ranges of `statement` to highlight. */
  highlights: Range[];
  group: string;
}

export interface SearchGroup {
  group: string;
  hits: SearchHit[];
}

/** Reads a page's plain text; the browser fetches it, the remote endpoint reads the file. */
export type TextLoader = (page: SearchPage) => Promise<string>;

export const HITS_PER_GROUP = 7;
export const SNIPPET_LENGTH = 100;
/** Between the cells of a table row in a page's searchable text. */
export const CELL_SEPARATOR = ' · ';
/** Pages whose text is read per query, best ranked first. */
const MAX_CONTENT_CANDIDATES = 30;
/** Longer queries are still matched as typed; only their start feeds the index query. */
const MAX_QUERY_TERMS = 12;
const MAX_TERM_LENGTH = 64;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

interface PreparedPage {
  page: SearchPage;
  title: string;
  headings: string[];
}

/** A loaded index, its titles and headings normalised once, ready for queries. */
export interface SearchEngine {
  index: lunr.Index;
  pages: PreparedPage[];
  loadText: TextLoader;
}

export function createEngine(file: SearchIndexFile, loadText: TextLoader): SearchEngine {
  return {
    index: lunr.Index.load(expandIndex(file.index)),
    pages: file.pages.map((page) => ({ page, title: normalizeText(page.title), headings: page.toc.map((heading) => normalizeText(heading.text)) })),
    loadText,
  };
}

/** Every range where `needle` occurs in `haystack`. */
export function occurrences(haystack: string, needle: string): Range[] {
  const ranges: Range[] = [];
  if (!needle) return ranges;
  let from = haystack.indexOf(needle);
  while (from !== -1) {
    ranges.push([from, from + needle.length]);
    from = haystack.indexOf(needle, from + needle.length);
  }
  return ranges;
}

/**
 * About `length` characters of `text` around the match `[start, end)`.
 * Text is blocks (headings, paragraphs, table rows) on lines of their own;
 * a block beside the match's one is shown whole or not at all, and the
 * match's own block is cut at a space near each end when there is one.
 * `offset` is what to subtract from a position in `text` to find it in
 * the snippet.
 */
export function snippetAround(text: string, start: number, end: number, length = SNIPPET_LENGTH): { text: string; offset: number } {
  if (text.length <= length) return { text, offset: 0 };
  let from = Math.max(0, Math.min(start - Math.floor((length - (end - start)) / 3), text.length - length));
  let to = Math.min(text.length, Math.max(from + length, end));
  const atBlockStart = (at: number) => at === 0 || text[at - 1] === '\n';
  const atBlockEnd = (at: number) => at === text.length || text[at] === '\n';

  const breakAfterFrom = text.indexOf('\n', from);
  const spaceAfterFrom = text.indexOf(' ', from);
  if (!atBlockStart(from) && breakAfterFrom !== -1 && breakAfterFrom < start) from = breakAfterFrom + 1;
  else if (from > 0 && spaceAfterFrom !== -1 && spaceAfterFrom < start && spaceAfterFrom - from < 15) from = spaceAfterFrom + 1;

  const breakBeforeTo = text.lastIndexOf('\n', to - 1);
  const spaceBeforeTo = text.lastIndexOf(' ', to);
  if (!atBlockEnd(to) && breakBeforeTo >= end) to = breakBeforeTo;
  else if (to < text.length && spaceBeforeTo >= end && to - spaceBeforeTo < 15) to = spaceBeforeTo;

  // A cut next to a cell separator leaves the separator out.
  const lead = CELL_SEPARATOR.trimStart();
  const trail = CELL_SEPARATOR.trimEnd();
  if (text.startsWith(lead, from) && from + lead.length <= start) from += lead.length;
  if (text.endsWith(trail, to) && to - trail.length >= end) to -= trail.length;

  const prefix = atBlockStart(from) ? '' : '…';
  const suffix = atBlockEnd(to) ? '' : '…';
  return { text: `${prefix}${text.slice(from, to)}${suffix}`, offset: from - prefix.length };
}

/**
 * Ranges of the words that hold a term the index matched, for pages found
 * by prefix or typo. Index terms are stems (`configur`), so a word counts
 * when it starts with one.
 */
function termRanges(normalized: string, matched: string[]): Range[] {
  const ranges: Range[] = [];
  if (matched.length === 0) return ranges;
  for (const match of normalized.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (matched.some((term) => match[0].startsWith(term))) ranges.push([match.index!, match.index! + match[0].length]);
  }
  return ranges;
}

/** Exact occurrences of the query, else (when allowed) the words the index matched. */
function find(normalized: string, query: string, matched: string[]) {
  const exact = occurrences(normalized, query);
  return exact.length > 0 ? { ranges: exact, exact: true } : { ranges: termRanges(normalized, matched), exact: false };
}

interface Candidate {
  prepared: PreparedPage;
  score: number;
  matched: string[];
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Whether the query stands as a word of its own in `text`: `inject` in
 * `html.inject`, not in `injectStyles`. Such a match ranks above one
 * inside a longer name; the last part of a dotted name (`rspack` in
 * `tools.rspack`, not in "Configure Rspack") ranks above a word of a
 * sentence; a text that is the query itself ranks above all.
 */
function wholeWordBonus(text: string, ranges: Range[], original: string): number {
  if (ranges.some(([start, end]) => start === 0 && end === text.length)) return 1;
  // Normalising reads dots as spaces; the original text, aligned with it, still has them.
  if (ranges.some(([start, end]) => end === text.length && original[start - 1] === '.')) return 0.75;
  const standsAlone = ranges.some(([start, end]) => !WORD_CHAR.test(text[start - 1] ?? ' ') && !WORD_CHAR.test(text[end] ?? ' '));
  return standsAlone ? 0.5 : 0;
}

/** A title or heading hit, which needs no text. */
function headlineHit({ prepared: { page, title, headings }, matched }: Candidate, query: string) {
  const base = { title: page.title, group: page.domain };
  const inTitle = find(title, query, matched);
  if (inTitle.ranges.length > 0) {
    const hit: SearchHit = { ...base, type: 'title', statement: page.title, link: page.routePath, highlights: inTitle.ranges };
    return { hit, rank: inTitle.exact ? 4 + wholeWordBonus(title, inTitle.ranges, page.title) : 2.5 };
  }
  for (const [i, heading] of headings.entries()) {
    const inHeading = find(heading, query, matched);
    if (inHeading.ranges.length > 0) {
      const entry = page.toc[i]!;
      const hit: SearchHit = { ...base, type: 'header', header: entry.text, statement: entry.text, link: `${page.routePath}#${entry.id}`, highlights: inHeading.ranges };
      return { hit, rank: inHeading.exact ? 3 + wholeWordBonus(heading, inHeading.ranges, entry.text) / 2 : 1.5 };
    }
  }
  return null;
}

/** A content hit: a snippet around the first match, linked to the section it is in. */
function contentHit({ prepared: { page }, matched }: Candidate, query: string, text: string) {
  const inContent = find(normalizeText(text), query, matched);
  const first = inContent.ranges[0];
  if (!first) return null;
  const snippet = snippetAround(text, first[0], first[1]);
  const section = [...page.toc].reverse().find((heading) => heading.charIndex >= 0 && heading.charIndex <= first[0]);
  const highlights = inContent.ranges
    .map(([start, end]): Range => [start - snippet.offset, end - snippet.offset])
    .filter(([start, end]) => start >= 0 && end <= snippet.text.length);
  const hit: SearchHit = {
    type: 'content',
    title: page.title,
    header: section?.text,
    statement: snippet.text,
    link: section ? `${page.routePath}#${section.id}` : page.routePath,
    highlights,
    group: page.domain,
  };
  return { hit, rank: inContent.exact ? 2 : 0.5 };
}

/**
 * Searches the prebuilt index. Lunr finds and ranks the pages, with prefix
 * matching and, in words of five letters or more, one-letter typos. A page
 * shows as a title hit, else a heading hit, else a content hit read from
 * its text; one that holds the whole query as typed (normalised) ranks
 * above one that matches only in parts. CJK text does not space its words,
 * so there a page must hold the query as typed. Hits are grouped by
 * section, at most `limit` per group.
 */
export async function search(engine: SearchEngine, rawQuery: string, limit = HITS_PER_GROUP): Promise<SearchGroup[]> {
  const query = normalizeText(rawQuery.trim());
  if (!query) return [];
  const terms = [...new Set(tokenize(rawQuery.slice(0, MAX_QUERY_TERMS * MAX_TERM_LENGTH)))]
    .filter((term) => term.length <= MAX_TERM_LENGTH)
    .slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0) return [];
  const partial = !CJK.test(query);

  const candidates: Candidate[] = engine.index
    .query((builder) => {
      for (const term of terms) {
        builder.term(term, { boost: 10 });
        builder.term(term, { boost: 3, wildcard: lunr.Query.wildcard.TRAILING });
        if (term.length >= 5) builder.term(term, { boost: 1, editDistance: 1 });
      }
    })
    .map((result) => ({
      prepared: engine.pages[Number(result.ref)]!,
      score: result.score,
      matched: partial ? Object.keys(result.matchData.metadata) : [],
    }));

  const headlines = candidates.map((candidate) => headlineHit(candidate, query));
  const needText = candidates.filter((_, i) => !headlines[i]).slice(0, MAX_CONTENT_CANDIDATES);
  // A text that cannot be read only costs its page its content hit.
  const texts = new Map(
    await Promise.all(needText.map(async (candidate) => [candidate, await engine.loadText(candidate.prepared.page).catch(() => undefined)] as const)),
  );

  const ranked = candidates
    .map((candidate, i) => {
      const text = texts.get(candidate);
      const found = headlines[i] ?? (text === undefined ? null : contentHit(candidate, query, text));
      return found && { hit: found.hit, score: found.rank * 100 + candidate.score };
    })
    .filter((entry): entry is { hit: SearchHit; score: number } => entry !== null)
    .sort((a, b) => b.score - a.score);

  const groups = new Map<string, SearchHit[]>();
  for (const { hit } of ranked) {
    const hits = groups.get(hit.group) ?? [];
    if (hits.length < limit) hits.push(hit);
    groups.set(hit.group, hits);
  }
  return [...groups.entries()].map(([group, hits]) => ({ group, hits }));
}
