import lunr from 'lunr';
import { loadIndex, type CompactIndex } from './compact-index';
import { normalizeText } from './normalize';
import { CAMEL_PART, CJK_CHAR, cjkTerms, tokenize, WORD } from './tokenize';

/** A page as the index file stores it. */
export interface StoredPage {
  path: string;
  title: string;
  /** Headings as `[text]` when their id is `headingId(text)`, else `[text, id]`. */
  toc: ([text: string] | [text: string, id: string])[];
  /** Section label: Guide, Config, Plugin, API or Community. */
  domain: string;
}

export interface SearchIndexFile {
  index: CompactIndex;
  /** Folder of the pages' texts: page `i`'s is `${texts}${i}.txt`. */
  texts: string;
  pages: StoredPage[];
}

/** What search knows of a page without reading its text: enough to rank it and to render title and heading hits. */
export interface SearchPage {
  routePath: string;
  title: string;
  toc: { id: string; text: string }[];
  domain: string;
  /** URL of the page's text, fetched for content hits only. */
  textUrl: string;
  /** Position in the index, and in the list of summaries. */
  index: number;
}

/**
 * The anchor id most headings get: lowercased, punctuation dropped,
 * spaces as dashes. The index stores the id of any heading this misses
 * (a custom `{#id}`, a repeated heading).
 */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** What search reads of a page's text. */
export interface PageText {
  text: string;
  /** Offset of each heading in `text`; -1 when unknown. */
  sections: number[];
}

/** A page's text file: its first line holds each heading's offset, then comes the text. */
export function readPageText(file: string): PageText {
  const lineEnd = file.indexOf('\n');
  return { sections: JSON.parse(file.slice(0, lineEnd)) as number[], text: file.slice(lineEnd + 1) };
}

/** The file of every page's summary, in index order, in the folder of the page texts. */
export const SUMMARIES_FILE = 'summaries.json';

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

/** Reads a file of the texts folder by its URL; the browser fetches it, the remote endpoint reads it from disk. */
export type TextLoader = (url: string) => Promise<string>;

export const HITS_PER_GROUP = 7;
export const SNIPPET_LENGTH = 100;
/** Between the cells of a table row in a page's searchable text. */
export const CELL_SEPARATOR = ' · ';
/** Pages whose text is read per query, best ranked first. */
const MAX_CONTENT_CANDIDATES = 30;
/** Longer queries are still matched as typed; only their start feeds the index query. */
const MAX_QUERY_TERMS = 16;
const MAX_TERM_LENGTH = 64;
/** Shorter words are too easily one letter away from another word to forgive a typo. */
const MIN_TYPO_TERM_LENGTH = 4;
const CJK_RUN = new RegExp(`${CJK_CHAR.source}+`, 'gu');

interface PreparedPage {
  page: SearchPage;
  title: string;
  headings: string[];
}

/** A loaded index, its titles and headings normalised once, ready for queries. */
export interface SearchEngine {
  index: lunr.Index;
  pages: PreparedPage[];
  /** Reads a page's text, once. */
  text: (page: SearchPage) => Promise<PageText>;
  /** The texts read so far. */
  loadedTexts: Map<SearchPage, PageText>;
  /** Reads every page's summary, once. */
  summaries: () => Promise<string[]>;
  /** The summaries, once read. */
  loadedSummaries: () => string[] | undefined;
}

export function createEngine(file: SearchIndexFile, loadText: TextLoader): SearchEngine {
  const pages = file.pages.map((stored, i): PreparedPage => {
    const page: SearchPage = {
      routePath: stored.path,
      title: stored.title,
      toc: stored.toc.map(([text, id]) => ({ text, id: id ?? headingId(text) })),
      domain: stored.domain,
      textUrl: `${file.texts}${i}.txt`,
      index: i,
    };
    return { page, title: normalizeText(page.title), headings: page.toc.map((heading) => normalizeText(heading.text)) };
  });
  const loadedTexts = new Map<SearchPage, PageText>();
  const pending = new Map<SearchPage, Promise<PageText>>();
  const text = (page: SearchPage) => {
    if (!pending.has(page)) {
      const read = loadText(page.textUrl).then(readPageText);
      // A text that could not be read is asked for again next time.
      read.then((loaded) => loadedTexts.set(page, loaded), () => pending.delete(page));
      pending.set(page, read);
    }
    return pending.get(page)!;
  };
  let loadedSummaries: string[] | undefined;
  let pendingSummaries: Promise<string[]> | undefined;
  const summaries = () => {
    pendingSummaries ??= loadText(`${file.texts}${SUMMARIES_FILE}`)
      .then((json) => (loadedSummaries = JSON.parse(json) as string[]))
      .catch((error: unknown) => {
        pendingSummaries = undefined;
        throw error;
      });
    return pendingSummaries;
  };
  return { index: loadIndex(file.index), pages, text, loadedTexts, summaries, loadedSummaries: () => loadedSummaries };
}

/** Groups hits by section, keeping their order and at most `limit` per group. */
export function groupHits(hits: SearchHit[], limit = HITS_PER_GROUP): SearchGroup[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.group) ?? [];
    if (group.length < limit) group.push(hit);
    groups.set(hit.group, group);
  }
  return [...groups.entries()].map(([group, entries]) => ({ group, hits: entries }));
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

const WORD_CHAR = /[\p{L}\p{N}]/u;
const stems = new Map<string, string>();
const stemOf = (word: string) => {
  if (!stems.has(word)) stems.set(word, lunr.stemmer(new lunr.Token(word, {})).toString());
  return stems.get(word)!;
};
const squash = (normalized: string) => normalized.replace(/\s+/g, '');

/** The index term matched for `word`: one it, or its stem (`proxi` for `proxy`), starts with. */
const matchedTerm = (word: string, matched: string[]) => matched.find((term) => word.startsWith(term) || stemOf(word).startsWith(term));

/** The query as ranking reads it. */
export interface PreparedQuery {
  /** As typed, trimmed. */
  raw: string;
  /** Normalised, as typed. */
  text: string;
  /** Without spaces, so `source map`, `source-map` and `sourceMap` meet `output.sourceMap`. */
  squashed: string;
  /** Index terms to look up; stop words are left out unless the query has nothing else. */
  terms: string[];
  /** Terms that are parts of a camelCase word of the query, not words of their own. */
  camelParts: Set<string>;
  /** Short forms looked up for words of the query (`dev`), each with the stem of its word (`develop`). */
  shortForms: Map<string, string>;
  /** Character pairs of the CJK runs (or the character of a one-character run), matched as they stand. */
  cjkPieces: string[];
  /** The pieces of each CJK run of the query. */
  cjkRuns: string[][];
  /** How many words the query has outside CJK runs, stop words aside. */
  wordCount: number;
}

/** Words the docs also write short, as in `dev.hmr` or `.env`: a query for the long form looks up the short one too. */
const SHORT_FORMS: Record<string, string> = {
  configuration: 'config',
  development: 'dev',
  environment: 'env',
  javascript: 'js',
  production: 'prod',
  typescript: 'ts',
};

export function prepareQuery(raw: string): PreparedQuery | null {
  const text = normalizeText(raw.trim());
  if (!text) return null;
  const tokens = [...new Set(tokenize(raw.slice(0, MAX_QUERY_TERMS * MAX_TERM_LENGTH)))].filter((term) => term.length <= MAX_TERM_LENGTH);
  const meaningful = tokens.filter((term) => lunr.stopWordFilter(new lunr.Token(term, {})));
  // Words first, then CJK pairs, then single CJK characters, which say the least.
  const weightOf = (term: string) => (!CJK_CHAR.test(term) ? 0 : term.length > 1 ? 1 : 2);
  const terms = (meaningful.length > 0 ? meaningful : tokens).sort((a, b) => weightOf(a) - weightOf(b)).slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0) return null;
  const cjkRuns = [...text.matchAll(CJK_RUN)].map(([run]) => (run.length === 1 ? [run] : cjkTerms(run).slice(run.length)));
  const cjkPieces = [...new Set(cjkRuns.flat())];
  const words = new Set(text.replace(CJK_RUN, ' ').match(WORD) ?? []);
  const meaningfulWords = [...words].filter((word) => lunr.stopWordFilter(new lunr.Token(word, {})));
  const camelParts = new Set(terms.filter((term) => !words.has(term)));
  const shortForms = new Map(terms.filter((term) => SHORT_FORMS[term]).map((term) => [SHORT_FORMS[term]!, stemOf(term)]));
  terms.push(...[...shortForms.keys()].filter((short) => !terms.includes(short)));
  return { raw: raw.trim(), text, camelParts, shortForms, squashed: squash(text), terms, cjkPieces, cjkRuns, wordCount: meaningfulWords.length || words.size };
}

/** Ranges where `query` occurs in `text` once spaces are ignored on both sides. */
function squashedRanges(text: string, squashed: string): Range[] {
  const positions: number[] = [];
  let compact = '';
  for (let i = 0; i < text.length; i += 1) {
    if (/\s/.test(text[i]!)) continue;
    positions.push(i);
    compact += text[i];
  }
  return occurrences(compact, squashed).map(([start, end]) => [positions[start]!, positions[end - 1]! + 1]);
}

/**
 * Ranges of the parts of the query found in `normalized`: words, or the
 * parts of camelCase names in `original` (`console` in `removeConsole`),
 * that start with a term the index matched, or whose stem does (index
 * terms are stems, `proxi` for `proxy`); and CJK pieces. `share` is the
 * part of the query they cover, there or in `context` (a title's section:
 * `plugins config` is all found in `plugins`, a Config page).
 */
function partialRanges(normalized: string, original: string, matched: string[], query: PreparedQuery, context: string): { ranges: Range[]; share: number } {
  const ranges: Range[] = [];
  const found = new Set<string>();
  // Words of the context count towards the share, with nothing to highlight.
  for (const [word] of normalizeText(context).matchAll(WORD)) {
    const term = matchedTerm(word, matched);
    if (term) found.add(query.shortForms.get(term) ?? term);
  }
  for (const piece of query.cjkPieces) if (context.includes(piece)) found.add(piece);
  if (matched.length > 0) {
    for (const word of original.replace(CJK_RUN, (run) => ' '.repeat(run.length)).matchAll(WORD)) {
      const parts = [...word[0].matchAll(CAMEL_PART)];
      const pieces = parts.length > 1 ? [[word[0], 0] as const, ...parts.map((part) => [part[0], part.index!] as const)] : [[word[0], 0] as const];
      for (const [piece, offset] of pieces) {
        const start = word.index! + offset;
        const term = matchedTerm(normalized.slice(start, start + piece.length), matched);
        if (!term) continue;
        ranges.push([start, start + piece.length]);
        found.add(query.shortForms.get(term) ?? term);
        break;
      }
    }
  }
  for (const piece of query.cjkPieces) {
    const at = occurrences(normalized, piece);
    if (at.length > 0) found.add(piece);
    ranges.push(...at);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  // Each word counts as one part, and so does each CJK run, by the share of its pieces found.
  const words = [...found].filter((term) => !CJK_CHAR.test(term)).length;
  const runs = query.cjkRuns.reduce((sum, pieces) => sum + pieces.filter((piece) => found.has(piece)).length / pieces.length, 0);
  return { ranges, share: Math.min(1, (words + runs) / Math.max(1, query.wordCount + query.cjkRuns.length)) };
}

type Found = { ranges: Range[]; kind: 'exact' | 'squashed' | 'partial'; share: number };

/** Occurrences of the query as typed, else with spaces ignored, else of its parts. */
function find(normalized: string, original: string, query: PreparedQuery, matched: string[], context = ''): Found | null {
  const exact = occurrences(normalized, query.text);
  if (exact.length > 0) return { ranges: exact, kind: 'exact', share: 1 };
  const squashed = query.squashed.length >= 3 ? squashedRanges(normalized, query.squashed) : [];
  if (squashed.length > 0) return { ranges: squashed, kind: 'squashed', share: 1 };
  const partial = partialRanges(normalized, original, matched, query, context);
  return partial.ranges.length > 0 ? { ...partial, kind: 'partial' } : null;
}

interface Candidate {
  prepared: PreparedPage;
  score: number;
  /** Index terms matched outside CJK text. */
  matched: string[];
  /** How many single CJK characters of the query the page holds. */
  cjkChars: number;
}

/** Whether `a` and `b` differ by at most one inserted, deleted or replaced character. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

/**
 * The share of the query's words that a page holds anywhere, as the index
 * matched them: as typed, by prefix, or with a one-letter typo. A page
 * that holds every word of a plain-language query answers it better than
 * one that holds a single word many times.
 */
function coverage(matched: string[], query: PreparedQuery): number {
  const words = query.terms.filter((term) => !CJK_CHAR.test(term) && !query.camelParts.has(term) && !query.shortForms.has(term));
  if (words.length < 2) return 0;
  const held = words.filter((word) => {
    const stem = stemOf(word);
    const short = SHORT_FORMS[word];
    return matched.some((term) => term.startsWith(stem) || term === short || (word.length >= MIN_TYPO_TERM_LENGTH && withinOneEdit(term, stem)));
  });
  return held.length / words.length;
}

/**
 * Whether the query stands as a word of its own in `text`: `inject` in
 * `html.inject`, not in `injectStyles`. Such a match ranks above one
 * inside a longer name; the last part of a dotted name (`rspack` in
 * `tools.rspack`, not in "Configure Rspack") ranks above a word of a
 * sentence.
 */
function wholeWordBonus(text: string, ranges: Range[], original: string): number {
  // Normalising reads dots as spaces; the original text, aligned with it, still has them.
  if (ranges.some(([start, end]) => end === text.length && original[start - 1] === '.')) return 0.75;
  const standsAlone = ranges.some(([start, end]) => !WORD_CHAR.test(text[start - 1] ?? ' ') && !WORD_CHAR.test(text[end] ?? ' '));
  return standsAlone ? 0.5 : 0;
}

/**
 * How well a title or heading answers the query, up to 6.5 for titles and
 * 4.25 for headings (`weight` 1 or 0.5 scales the bonuses): one
 * that is the query, spaces aside, ranks first, and higher still when
 * typed exactly; then an option whose last name part is the query
 * (`output.sourceMap` for `source map`); then one holding the
 * query as typed, as a word before inside a longer name; then one holding
 * it with spaces ignored; then one holding some of its parts, by how much
 * of the query they cover (with its section, for a title), from nothing
 * to 2.5 above `base - 3`.
 */
function headlineRank(normalized: string, original: string, found: Found, query: PreparedQuery, base: number, weight: number): number {
  if (found.kind === 'partial') return base - 3 + found.share * 2.5;
  const lastPart = original.slice(original.lastIndexOf('.') + 1);
  // A name typed exactly, case and all (`cssModules`), means the option over the topic (`CSS Modules`).
  const asTyped = original === query.raw || lastPart === query.raw ? 0.5 * weight : 0;
  if (squash(normalized) === query.squashed) return base + 2 * weight + asTyped;
  if (original.includes('.') && squash(normalizeText(lastPart)) === query.squashed) return base + 1.5 * weight + asTyped;
  return found.kind === 'exact' ? base + wholeWordBonus(normalized, found.ranges, original) * weight : base;
}

/** The better of a title and a heading hit, which need no text. */
function headlineHit({ prepared: { page, title, headings }, matched }: Candidate, query: PreparedQuery) {
  const base = { title: page.title, group: page.domain };
  let best: { hit: SearchHit; rank: number } | null = null;
  const inTitle = find(title, page.title, query, matched, page.domain);
  if (inTitle) {
    const hit: SearchHit = { ...base, type: 'title', statement: page.title, link: page.routePath, highlights: inTitle.ranges };
    best = { hit, rank: headlineRank(title, page.title, inTitle, query, 4, 1) };
  }
  // A heading that answers better than a title matched in part stands for the page.
  for (const [i, heading] of headings.entries()) {
    const entry = page.toc[i]!;
    const inHeading = find(heading, entry.text, query, matched);
    if (!inHeading) continue;
    const rank = headlineRank(heading, entry.text, inHeading, query, 3, 0.5);
    if (best && best.rank >= rank) continue;
    const hit: SearchHit = { ...base, type: 'header', header: entry.text, statement: entry.text, link: `${page.routePath}#${entry.id}`, highlights: inHeading.ranges };
    best = { hit, rank };
  }
  return best;
}

/** A content hit: a snippet around the first match, linked to the section it is in. */
function contentHit({ prepared: { page }, matched }: Candidate, query: PreparedQuery, { text, sections }: PageText) {
  const inContent = find(normalizeText(text), text, query, matched);
  const first = inContent?.ranges[0];
  if (!inContent || !first) return null;
  const snippet = snippetAround(text, first[0], first[1]);
  const sectionIndex = sections.reduce((found, at, i) => (at >= 0 && at <= first[0] ? i : found), -1);
  const section = page.toc[sectionIndex];
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
  // A page that says it more often is more about it.
  return { hit, rank: inContent.kind === 'partial' ? inContent.share : 2 + Math.min(inContent.ranges.length, 10) / 10 };
}

/** A hit on the page's summary, which says what the page is about and so counts as a heading. */
function summaryHit({ prepared: { page }, matched }: Candidate, query: PreparedQuery, summary: string) {
  const found = summary ? find(normalizeText(summary), summary, query, matched) : null;
  if (!found) return null;
  const hit: SearchHit = { type: 'content', title: page.title, statement: summary, link: page.routePath, highlights: found.ranges, group: page.domain };
  return { hit, rank: found.kind === 'partial' ? 0.75 + found.share * 2.25 : 3.25 };
}

/**
 * Searches the prebuilt index. Lunr finds and ranks the pages, with prefix
 * matching and, in words of four letters or more, one-letter typos; CJK
 * text is looked up by characters and character pairs. A page shows as a
 * title hit, else a heading hit, else a content hit read from its text,
 * and ranks by how well that hit answers the query (see `headlineRank`),
 * then by Lunr's score. Hits are grouped by section, at most `limit` per
 * group. With `waitForTexts` off, content hits come only from texts read
 * before, and nothing is fetched: such a call can run on every keystroke.
 */
export async function search(engine: SearchEngine, rawQuery: string, limit = HITS_PER_GROUP, { waitForTexts = true } = {}): Promise<SearchGroup[]> {
  const query = prepareQuery(rawQuery);
  if (!query) return [];

  const candidates: Candidate[] = engine.index
    .query((builder) => {
      for (const term of query.terms) {
        if (CJK_CHAR.test(term)) {
          // A pair of characters is a word or part of one, and says more than a character alone.
          builder.term(term, { boost: term.length > 1 ? 20 : 10 });
          continue;
        }
        builder.term(term, { boost: 10 });
        builder.term(term, { boost: 3, wildcard: lunr.Query.wildcard.TRAILING });
        if (term.length >= MIN_TYPO_TERM_LENGTH) builder.term(term, { boost: 1, editDistance: 1 });
      }
    })
    .map((result) => {
      const terms = Object.keys(result.matchData.metadata);
      return {
        prepared: engine.pages[Number(result.ref)]!,
        score: result.score,
        matched: terms.filter((term) => !CJK_CHAR.test(term)),
        cjkChars: terms.filter((term) => term.length === 1 && CJK_CHAR.test(term)).length,
      };
    });

  const headlines = candidates.map((candidate) => headlineHit(candidate, query));
  // Page texts hold no CJK pairs in the index, so the pages that hold the
  // most characters of the query are read first: only they can hold it whole.
  const needText = new Set(
    candidates
      .filter((_, i) => !headlines[i])
      .sort((a, b) => b.cjkChars - a.cjkChars)
      .slice(0, MAX_CONTENT_CANDIDATES),
  );
  // A text that cannot be read only costs its page its content hit, and the summaries their hits.
  if (waitForTexts) {
    await Promise.all([
      engine.summaries().catch(() => undefined),
      ...[...needText].map((candidate) => engine.text(candidate.prepared.page).catch(() => undefined)),
    ]);
  }
  const summaries = engine.loadedSummaries();

  // Lunr's score, scaled to 0–100, orders hits that answer the query about
  // as well, and lets a page that matches much better overall pass one a
  // tier above. Scores of single CJK characters say little about words, so
  // there it only breaks ties.
  const weight = query.cjkPieces.length > 0 ? 10 : 100;
  const best = Math.max(...candidates.map((candidate) => candidate.score), Number.MIN_VALUE);
  const ranked = candidates
    .map((candidate, i) => {
      const { page } = candidate.prepared;
      const text = engine.loadedTexts.get(page);
      // A Chinese query cannot meet the English name that titles an option
      // page, but can meet its summary, which may answer better than a heading.
      const summary = summaries && (query.cjkPieces.length > 0 || !headlines[i]) ? summaryHit(candidate, query, summaries[page.index] ?? '') : null;
      const inText = text && needText.has(candidate) ? contentHit(candidate, query, text) : null;
      const found = [headlines[i], summary, inText].reduce((better, next) => (next && (!better || next.rank > better.rank) ? next : better), null);
      return found && { hit: found.hit, score: found.rank * 100 + 100 * coverage(candidate.matched, query) + (weight * candidate.score) / best };
    })
    .filter((entry): entry is { hit: SearchHit; score: number } => entry !== null)
    .sort((a, b) => b.score - a.score);

  return groupHits(
    ranked.map(({ hit }) => hit),
    limit,
  );
}
