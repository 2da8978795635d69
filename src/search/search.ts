import lunr from 'lunr';
import { SEARCH_SYNONYMS } from '../data/search-synonyms';
import { HITS_PER_GROUP } from './limits';
import { loadIndex, type CompactIndex } from './compact-index';
import { scorePages, type Clause } from './score';
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
  pages: StoredPage[];
}

/**
 * Every page's summary and text, in index order: one file per language,
 * fetched beside the index so that content hits never wait for a request
 * of their own.
 */
export interface SearchTextsFile {
  /** Front-matter descriptions, searched as summaries. */
  summaries: string[];
  /** Per page, the offset of each heading in its text (-1 when not located). */
  sections: number[][];
  texts: string[];
}

export { textsUrlOf } from './files';
export { HITS_PER_GROUP };

/** What search knows of a page without reading its text: enough to rank it and to render title and heading hits. */
export interface SearchPage {
  routePath: string;
  title: string;
  toc: { id: string; text: string }[];
  domain: string;
  /** Position in the index, and in the texts file. */
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
/** Chinese particles, which join words rather than make them. */
const CJK_PARTICLE = /[的了吗呢么和与或]/u;
/** Question words and particles: what a Chinese question adds around its subject. */
const CJK_QUESTION = /如何|怎么|怎样|为何|能否|是否/u;
const CJK_QUESTION_VERB = /配置|设置|使用|修改|实现/gu;
const CJK_FILLER = /如何|怎么办|怎么样|怎么|怎样|为何|能否|是否|可以|应该|哪些|哪里|什么|[的了吗呢么把将在]/gu;
/** How far behind the query as typed an answer to one of its synonym forms ranks. */
const SYNONYM_PENALTY = 15;
/** At most this many synonym forms of a query are searched besides it. */
const MAX_VARIANTS = 6;
/** A score only a title that is the query, in some spelling, reaches. */
const ANSWERED_SCORE = 600;
/** Release notes mention everything in passing: unless their title is the query, they give way to pages about it. */
const RELEASE_NOTE = /\/community\/releases\/./;
const RELEASE_NOTE_PENALTY = 75;
/** A query that asks for release notes. */
const ASKS_FOR_RELEASES = /release|changelog|发布|更新日志|版本说明/i;

interface PreparedPage {
  page: SearchPage;
  title: string;
  headings: string[];
}

/** A page's text as search reads it. */
interface PageText {
  text: string;
  /** Offset of each heading in `text`; -1 when unknown. */
  sections: number[];
  /** What content search keeps of the text, once the page is first searched. */
  index?: {
    normalized: string;
    /** `normalized` without white space, and the position of each of its characters there. */
    compact: string;
    positions: number[];
    /** Each distinct word at its first occurrence, under the keys of its pieces (see `pieceKeys`): a term is looked for only where it can start a piece. */
    byStart: Map<string, WordAt[]>;
  };
}

/** A loaded index, its titles and headings normalised once, ready for queries. */
export interface SearchEngine {
  index: lunr.Index;
  pages: PreparedPage[];
  /** Page texts and summaries, once their file is read; null before. */
  texts: { pages: PageText[]; summaries: string[] } | null;
}

/**
 * An engine over `file`. Without `texts` it answers from titles and
 * headings only, as complete answers lack content and summary hits until
 * `addTexts` gives them.
 */
export function createEngine(file: SearchIndexFile, texts?: SearchTextsFile): SearchEngine {
  const pages = file.pages.map((stored, i): PreparedPage => {
    const page: SearchPage = {
      routePath: stored.path,
      title: stored.title,
      toc: stored.toc.map(([text, id]) => ({ text, id: id ?? headingId(text) })),
      domain: stored.domain,
      index: i,
    };
    return { page, title: normalizeText(page.title), headings: page.toc.map((heading) => normalizeText(heading.text)) };
  });
  const engine: SearchEngine = { index: loadIndex(file.index), pages, texts: null };
  if (texts) addTexts(engine, texts);
  return engine;
}

/** Gives the engine every page's text and summary. */
export function addTexts(engine: SearchEngine, file: SearchTextsFile): void {
  if (file.texts.length !== engine.pages.length) throw new Error(`addTexts: ${engine.pages.length} pages but ${file.texts.length} texts`);
  engine.texts = {
    pages: file.texts.map((text, i) => ({ text, sections: file.sections[i] ?? [] })),
    summaries: file.summaries,
  };
}

/** Hits shown in their order of rank before any is moved to join its section. */
const LEAD_HITS = 3;

/**
 * Groups hits by section, at most `limit` per section. The first
 * `LEAD_HITS` keep their order of rank, each joining the group before it
 * when that is of its section, so the best answers are the first a reader
 * sees whatever their section (`polyfill`: the option, then the Node
 * polyfill plugin). Each later hit joins the group of its section at or
 * after the last one holding a lead hit, or opens one after the others.
 */
export function groupHits(hits: SearchHit[], limit = HITS_PER_GROUP): SearchGroup[] {
  const groups: SearchGroup[] = [];
  const shown = new Map<string, number>();
  let lastLead = 0;
  for (const [rank, hit] of hits.entries()) {
    const count = shown.get(hit.group) ?? 0;
    if (count >= limit) continue;
    shown.set(hit.group, count + 1);
    const lead = rank < LEAD_HITS;
    const target = groups.slice(lead ? Math.max(groups.length - 1, 0) : lastLead).find((group) => group.group === hit.group);
    if (target) target.hits.push(hit);
    else groups.push({ group: hit.group, hits: [hit] });
    if (lead) lastLead = groups.length - 1;
  }
  return groups;
}

/** What tells a hit from the others of an answer, and the same hit in a fuller answer: its kind and link. */
export const hitKey = (hit: SearchHit) => `${hit.type} ${hit.link}`;

/**
 * A fuller answer, `next`, to the query that `shown` answered, with the
 * hits already shown kept in their place and order: the others join after
 * them in their group, up to `limit` per group, new groups after the
 * others, and a page already shown is not listed again.
 */
export function keepShownHits(shown: SearchGroup[], next: SearchGroup[], limit = HITS_PER_GROUP): SearchGroup[] {
  const pageOf = (hit: SearchHit) => hit.link.replace(/#.*$/, '');
  const shownPages = new Set(shown.flatMap((group) => group.hits.map(pageOf)));
  const groups = shown.map((group) => ({ group: group.group, hits: [...group.hits] }));
  for (const { group, hits } of next) {
    let target = groups.find((candidate) => candidate.group === group);
    if (!target) groups.push((target = { group, hits: [] }));
    for (const hit of hits) if (!shownPages.has(pageOf(hit)) && target.hits.length < limit) target.hits.push(hit);
  }
  return groups.filter((group) => group.hits.length > 0);
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
/** Past this many words the stems are forgotten: readers' queries bring words without end, and a server's memory must stay flat. */
const MAX_STEMS = 50_000;
const stemOf = (word: string) => {
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= MAX_STEMS) stems.clear();
    stems.set(word, (stem = lunr.stemmer(new lunr.Token(word, {})).toString()));
  }
  return stem;
};
const squash = (normalized: string) => normalized.replace(/\s+/g, '');

/** A word, or a camelCase part of one, as normalised text and its stem: read once per headline or page text, not per query. */
interface Piece {
  offset: number;
  length: number;
  text: string;
  stem: string;
}

/**
 * The first index term in `matched` that the piece, or its stem (`proxi`
 * for `proxy`), starts with: this runs for every word of every candidate
 * page.
 */
function matchedTerm({ text, stem }: Pick<Piece, 'text' | 'stem'>, matched: string[]): string | undefined {
  for (const term of matched) {
    if (text[0] !== term[0]) continue;
    if (text.startsWith(term) || stem.startsWith(term)) return term;
  }
  return undefined;
}

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
  // Question words and particles split a CJK run into the words that say what is asked: `如何配置产物的输出目录` into `配置产物` and `输出目录`.
  // In a question, the verbs every page uses (`配置`, `设置`) say little of what is asked.
  const asked = CJK_QUESTION.test(text);
  const subject = text.replace(CJK_FILLER, ' ').replace(asked ? CJK_QUESTION_VERB : /(?!)/u, ' ');
  const cjkRuns = [...(CJK_CHAR.test(subject) ? subject : text).matchAll(CJK_RUN)].map(([run]) => {
    if (run.length === 1) return [run];
    const pairs = cjkTerms(run).slice(run.length);
    // A pair holding a particle (`的输` in `产物的输出`) spans two words, and says nothing of either.
    const words = pairs.filter((pair) => !CJK_PARTICLE.test(pair));
    return words.length > 0 ? words : pairs;
  });
  const cjkPieces = [...new Set(cjkRuns.flat())];
  const words = new Set(text.replace(CJK_RUN, ' ').match(WORD) ?? []);
  const meaningfulWords = [...words].filter((word) => lunr.stopWordFilter(new lunr.Token(word, {})));
  const camelParts = new Set(terms.filter((term) => !words.has(term)));
  const shortForms = new Map(terms.filter((term) => SHORT_FORMS[term]).map((term) => [SHORT_FORMS[term]!, stemOf(term)]));
  terms.push(...[...shortForms.keys()].filter((short) => !terms.includes(short)));
  return { raw: raw.trim(), text, camelParts, shortForms, squashed: squash(text), terms, cjkPieces, cjkRuns, wordCount: meaningfulWords.length || words.size };
}

/** `text` without white space, and the position in `text` of each character left. */
function compactText(text: string): { compact: string; positions: number[] } {
  const positions: number[] = [];
  let compact = '';
  for (const { 0: run, index } of text.matchAll(/\S+/g)) {
    for (let i = 0; i < run.length; i += 1) positions.push(index! + i);
    compact += run;
  }
  return { compact, positions };
}

/** Ranges where `query` occurs in `text` once spaces are ignored on both sides. */
function squashedRanges({ compact, positions }: { compact: string; positions: number[] }, squashed: string): Range[] {
  return occurrences(compact, squashed).map(([start, end]) => [positions[start]!, positions[end - 1]! + 1]);
}

/** A word with no camelCase parts: lowercase, or capitalised. */
const PLAIN_WORD = /^\p{Lu}?\p{Ll}*$/u;

/** The pieces of a word: the word, then its camelCase parts if it has several, as `[offset, length]`. */
function piecesOf(word: string): [offset: number, length: number][] {
  const pieces: [number, number][] = [[0, word.length]];
  if (PLAIN_WORD.test(word)) return pieces;
  const parts = [...word.matchAll(CAMEL_PART)];
  if (parts.length > 1) pieces.push(...parts.map((part): [number, number] => [part.index!, part[0].length]));
  return pieces;
}

/** The words of `original` outside CJK runs. */
const wordsOf = (original: string) => original.replace(CJK_RUN, (run) => ' '.repeat(run.length)).matchAll(WORD);

/** A word of a text: where it starts, and its pieces. */
type WordAt = { at: number; pieces: Piece[] };

/** `word`, found at `at`, with its pieces read from `normalized`, which is aligned with the text it was found in. */
function wordAt(normalized: string, word: string, at: number): WordAt {
  const pieces = piecesOf(word).map(([offset, length]): Piece => {
    const text = normalized.slice(at + offset, at + offset + length);
    return { offset, length, text, stem: stemOf(text) };
  });
  return { at, pieces };
}

/** Each word of `original` outside CJK runs. */
const wordPiecesOf = (original: string, normalized: string): WordAt[] => [...wordsOf(original)].map(({ 0: word, index }) => wordAt(normalized, word, index!));

/**
 * What search reads of a title, heading, section name or summary, kept by
 * its text: every query reads the same few thousand headlines again, and
 * splitting them anew was most of a query's time.
 */
interface Headline {
  normalized: string;
  compact: ReturnType<typeof compactText>;
  words: WordAt[];
  /** The words of `normalized` whole, as a title's section is read (see `partialRanges`). */
  plainWords: Pick<Piece, 'text' | 'stem'>[];
  /** The start keys of its word pieces (see `pieceKeys`): a term whose key is none of them matches no piece. */
  starts: Set<string>;
}
const headlines = new Map<string, Headline>();

/**
 * Where a term may match a piece: its first two characters, or its one.
 * A piece is filed under its first character and the first two of its
 * text and of its stem (stemming changes endings, but a short word's stem
 * may be shorter than two), so that a term is looked for only among the
 * pieces it can start.
 */
const termKey = (term: string) => term.slice(0, 2);
const pieceKeys = ({ text, stem }: Piece) => [text[0]!, text.slice(0, 2), stem.slice(0, 2)];

/** The keys of the last `matched` asked for: a candidate's headings and text ask for the same ones, one after the other. */
let lastKeys: { matched: string[]; keys: string[] } | null = null;

/** The distinct keys of the terms of `matched`. */
function keysOf(matched: string[]): string[] {
  if (lastKeys?.matched !== matched) lastKeys = { matched, keys: [...new Set(matched.map(termKey))] };
  return lastKeys.keys;
}

/** Whether text whose word pieces have the keys `starts` can hold a matched term or a Chinese piece of the query, as `partialRanges` looks for them. */
function mayHoldParts(normalized: string, starts: Set<string>, query: PreparedQuery, matched: string[]): boolean {
  return keysOf(matched).some((key) => starts.has(key)) || query.cjkPieces.some((piece) => normalized.includes(piece));
}

function headlineOf(original: string): Headline {
  let headline = headlines.get(original);
  if (!headline) {
    const normalized = normalizeText(original);
    const words = wordPiecesOf(original, normalized);
    const starts = new Set(words.flatMap(({ pieces }) => pieces.flatMap(pieceKeys)));
    const plainWords = [...normalized.matchAll(WORD)].map(([text]) => ({ text, stem: stemOf(text) }));
    headlines.set(original, (headline = { normalized, compact: compactText(normalized), words, plainWords, starts }));
  }
  return headline;
}

/** The first piece of a word that starts with a term the index matched, as its range and that term. */
function matchPieces({ at, pieces }: WordAt, matched: string[]): [Range, string] | null {
  for (const piece of pieces) {
    const term = matchedTerm(piece, matched);
    if (term) return [[at + piece.offset, at + piece.offset + piece.length], term];
  }
  return null;
}

/** The part of the query that `found` (matched terms, in their long form, and CJK pieces) covers: each word counts as one part, and so does each CJK run, by the share of its pieces found. */
function shareOf(found: Set<string>, query: PreparedQuery): number {
  const words = [...found].filter((term) => !CJK_CHAR.test(term)).length;
  const runs = query.cjkRuns.reduce((sum, pieces) => sum + pieces.filter((piece) => found.has(piece)).length / pieces.length, 0);
  return Math.min(1, (words + runs) / Math.max(1, query.wordCount + query.cjkRuns.length));
}

/**
 * Ranges of the parts of the query found in `normalized`: words, or the
 * parts of camelCase names in `original` (`console` in `removeConsole`),
 * that start with a term the index matched, or whose stem does (index
 * terms are stems, `proxi` for `proxy`); and CJK pieces. `share` is the
 * part of the query they cover, there or in `context` (a title's section:
 * `plugins config` is all found in `plugins`, a Config page).
 */
function partialRanges(normalized: string, original: string, matched: string[], query: PreparedQuery, context: string, words = wordPiecesOf(original, normalized)): { ranges: Range[]; share: number } {
  const ranges: Range[] = [];
  const found = new Set<string>();
  // Words of the context count towards the share, with nothing to highlight.
  for (const word of headlineOf(context).plainWords) {
    const term = matchedTerm(word, matched);
    if (term) found.add(query.shortForms.get(term) ?? term);
  }
  for (const piece of query.cjkPieces) if (context.includes(piece)) found.add(piece);
  if (matched.length > 0) {
    for (const word of words) {
      const match = matchPieces(word, matched);
      if (!match) continue;
      ranges.push(match[0]);
      found.add(query.shortForms.get(match[1]) ?? match[1]);
    }
  }
  for (const piece of query.cjkPieces) {
    const at = occurrences(normalized, piece);
    if (at.length > 0) found.add(piece);
    ranges.push(...at);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return { ranges, share: shareOf(found, query) };
}

type Found = { ranges: Range[]; kind: 'exact' | 'squashed' | 'partial'; share: number };

/** Occurrences of the query as typed, else with spaces ignored, else of its parts. */
function find(normalized: string, original: string, query: PreparedQuery, matched: string[], context = ''): Found | null {
  const exact = occurrences(normalized, query.text);
  if (exact.length > 0) return { ranges: exact, kind: 'exact', share: 1 };
  const { compact, words, starts } = headlineOf(original);
  const squashed = query.squashed.length >= 3 ? squashedRanges(compact, query.squashed) : [];
  if (squashed.length > 0) return { ranges: squashed, kind: 'squashed', share: 1 };
  // Most headings of a candidate page hold no part of the query: nothing to find, as partialRanges would find.
  if (!mayHoldParts(normalized, starts, query, matched)) return null;
  const partial = partialRanges(normalized, original, matched, query, context, words);
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

/** What the headings of a page hold, all together. */
interface HeadingsDigest {
  normalized: string;
  compact: string;
  /** Per piece key (see `pieceKeys`), the headings holding a piece under it, in page order. */
  byKey: Map<string, number[]>;
}
const headingDigests = new WeakMap<PreparedPage, HeadingsDigest>();

function headingsDigestOf(prepared: PreparedPage): HeadingsDigest {
  let digest = headingDigests.get(prepared);
  if (!digest) {
    const lines = prepared.page.toc.map((entry) => headlineOf(entry.text));
    const byKey = new Map<string, number[]>();
    lines.forEach((line, i) => {
      for (const key of line.starts) {
        const holding = byKey.get(key);
        if (holding) holding.push(i);
        else byKey.set(key, [i]);
      }
    });
    digest = {
      normalized: lines.map((line) => line.normalized).join('\n'),
      compact: lines.map((line) => line.compact.compact).join('\n'),
      byKey,
    };
    headingDigests.set(prepared, digest);
  }
  return digest;
}

/**
 * The headings of the page in which `find` can find anything, in page
 * order: all of them when their text holds the query as typed, spaces
 * aside or a Chinese piece of it, else those holding a piece under a key
 * of a matched term. Most candidates of a query hold it in their text,
 * not in their headings, and are passed over at once rather than heading
 * by heading.
 */
function headingsThatMayAnswer(prepared: PreparedPage, query: PreparedQuery, matched: string[]): number[] {
  const { normalized, compact, byKey } = headingsDigestOf(prepared);
  const whole =
    normalized.includes(query.text) || (query.squashed.length >= 3 && compact.includes(query.squashed)) || query.cjkPieces.some((piece) => normalized.includes(piece));
  if (whole) return prepared.headings.map((_, i) => i);
  const keys = keysOf(matched);
  if (keys.length === 1) return byKey.get(keys[0]!) ?? [];
  return [...new Set(keys.flatMap((key) => byKey.get(key) ?? []))].sort((a, b) => a - b);
}

/** The better of a title and a heading hit, which need no text. */
function headlineHit({ prepared, matched }: Candidate, query: PreparedQuery) {
  const { page, title, headings } = prepared;
  const base = { title: page.title, group: page.domain };
  // `partial`: the hit holds only parts of the query, and the page's summary or text may answer better.
  let best: { hit: SearchHit; rank: number; partial: boolean } | null = null;
  const inTitle = find(title, page.title, query, matched, page.domain);
  if (inTitle) {
    const hit: SearchHit = { ...base, type: 'title', statement: page.title, link: page.routePath, highlights: inTitle.ranges };
    best = { hit, rank: headlineRank(title, page.title, inTitle, query, 4, 1), partial: inTitle.kind === 'partial' };
  }
  // A heading that answers better than a title matched in part stands for the page.
  for (const i of headingsThatMayAnswer(prepared, query, matched)) {
    const heading = headings[i]!;
    const entry = page.toc[i]!;
    const inHeading = find(heading, entry.text, query, matched);
    if (!inHeading) continue;
    const rank = headlineRank(heading, entry.text, inHeading, query, 3, 0.5);
    if (best && best.rank >= rank) continue;
    const hit: SearchHit = { ...base, type: 'header', header: entry.text, statement: entry.text, link: `${page.routePath}#${entry.id}`, highlights: inHeading.ranges };
    best = { hit, rank, partial: inHeading.kind === 'partial' };
  }
  return best;
}

/**
 * Occurrences of the query in a page's text, as `find` gives them, read
 * from what the text keeps once searched: a partial match gives only its
 * first range, as the snippet needs, and the share of the query the whole
 * text covers.
 */
function findInText(pageText: PageText, query: PreparedQuery, matched: string[]): Found | null {
  const index = (pageText.index ??= indexText(pageText.text));
  const exact = occurrences(index.normalized, query.text);
  if (exact.length > 0) return { ranges: exact, kind: 'exact', share: 1 };
  const squashed = query.squashed.length >= 3 ? squashedRanges(index, query.squashed) : [];
  if (squashed.length > 0) return { ranges: squashed, kind: 'squashed', share: 1 };
  const found = new Set<string>();
  let first: Range | null = null;
  if (matched.length > 0) {
    // A word under two of the characters is read twice, and adds the same the second time.
    for (const word of keysOf(matched).flatMap((key) => index.byStart.get(key) ?? [])) {
      const match = matchPieces(word, matched);
      if (!match) continue;
      found.add(query.shortForms.get(match[1]) ?? match[1]);
      if (!first || match[0][0] < first[0]) first = match[0];
    }
  }
  for (const piece of query.cjkPieces) {
    const at = index.normalized.indexOf(piece);
    if (at === -1) continue;
    found.add(piece);
    if (!first || at < first[0]) first = [at, at + piece.length];
  }
  return first ? { ranges: [first], kind: 'partial', share: shareOf(found, query) } : null;
}

/** What content search keeps of a page's text: normalised, without spaces, and each distinct word at its first occurrence. */
function indexText(text: string): NonNullable<PageText['index']> {
  const normalized = normalizeText(text);
  const seen = new Set<string>();
  const byStart: NonNullable<PageText['index']>['byStart'] = new Map();
  for (const { 0: word, index: at } of wordsOf(text)) {
    if (seen.has(word)) continue;
    seen.add(word);
    const entry = wordAt(normalized, word, at!);
    for (const start of new Set(entry.pieces.flatMap(pieceKeys))) {
      const bucket = byStart.get(start);
      if (bucket) bucket.push(entry);
      else byStart.set(start, [entry]);
    }
  }
  return { normalized, ...compactText(normalized), byStart };
}

/**
 * Prepares what search reads of each page (its title, headings and
 * summary, and its text) for about `budgetMs`, so that the first queries
 * need not; returns whether every page is ready. Search prepares anything
 * it reads that is not.
 */
export function prepareTexts(engine: SearchEngine, budgetMs = Infinity): boolean {
  const start = Date.now();
  for (const [i, prepared] of engine.pages.entries()) {
    if (Date.now() - start >= budgetMs) return false;
    headlineOf(prepared.page.title);
    headlineOf(prepared.page.domain);
    headingsDigestOf(prepared);
    const summary = engine.texts?.summaries[i];
    if (summary) headlineOf(summary);
    const pageText = engine.texts?.pages[i];
    if (pageText) pageText.index ??= indexText(pageText.text);
  }
  return true;
}

/** How often a page's text holds the query as typed, up to 10. */
function timesSaid(pageText: PageText, query: PreparedQuery): number {
  const index = (pageText.index ??= indexText(pageText.text));
  return Math.min(10, occurrences(index.normalized, query.text).length);
}

/** Content hits whose snippet is not cut yet, with what cuts it. */
const unfinished = new WeakMap<SearchHit, () => void>();

/** A content hit: a snippet around the first match, linked to the section it is in. */
function contentHit({ prepared: { page }, matched }: Candidate, query: PreparedQuery, pageText: PageText) {
  const { text, sections } = pageText;
  const inContent = findInText(pageText, query, matched);
  const first = inContent?.ranges[0];
  if (!inContent || !first) return null;
  const sectionIndex = sections.reduce((found, at, i) => (at >= 0 && at <= first[0] ? i : found), -1);
  const section = page.toc[sectionIndex];
  const hit: SearchHit = {
    type: 'content',
    title: page.title,
    header: section?.text,
    statement: '',
    link: section ? `${page.routePath}#${section.id}` : page.routePath,
    highlights: [],
    group: page.domain,
  };
  // The snippet is cut, and its parts of the query found, only if the hit is shown (see `searchNow`).
  unfinished.set(hit, () => {
    const snippet = snippetAround(text, first[0], first[1]);
    // A partial match highlights the parts of the query around the first one, as `find` finds them there.
    const around: [number, number] = [Math.max(0, snippet.offset), Math.min(text.length, snippet.offset + snippet.text.length)];
    const ranges =
      inContent.kind === 'partial'
        ? partialRanges(pageText.index!.normalized.slice(...around), text.slice(...around), matched, query, '').ranges.map(([start, end]): Range => [start + around[0], end + around[0]])
        : inContent.ranges;
    hit.statement = snippet.text;
    hit.highlights = ranges.map(([start, end]): Range => [start - snippet.offset, end - snippet.offset]).filter(([start, end]) => start >= 0 && end <= snippet.text.length);
  });
  // A page that says it more often is more about it.
  return { hit, rank: inContent.kind === 'partial' ? inContent.share : 2 + Math.min(inContent.ranges.length, 10) / 10 };
}

/** How far into a summary a match counts as its subject. */
const SUMMARY_LEAD = 24;

/** A hit on the page's summary, which says what the page is about and so counts as a heading. */
function summaryHit({ prepared: { page }, matched }: Candidate, query: PreparedQuery, summary: string, wholeOnly = false) {
  const found = summary ? find(headlineOf(summary).normalized, summary, query, matched) : null;
  if (!found || (wholeOnly && found.kind === 'partial')) return null;
  const hit: SearchHit = { type: 'content', title: page.title, statement: summary, link: page.routePath, highlights: found.ranges, group: page.domain };
  // A summary that names the query in its first words is about it: `Set the output folder of the build`.
  const leads = found.kind !== 'partial' && found.ranges[0]![0] < SUMMARY_LEAD;
  return { hit, rank: found.kind === 'partial' ? 0.75 + found.share * 2.25 : leads ? 3.75 : 3.25 };
}

/** Hits grouped by section, and whether they are all the hits there are (false while page texts are not loaded). */
export interface SearchAnswer {
  groups: SearchGroup[];
  complete: boolean;
}

interface RankedHit {
  hit: SearchHit;
  score: number;
}

/** Each page that answers `query` as its best hit, best first (see `searchNow`); page texts are read only if `readTexts`. */
function rankHits(engine: SearchEngine, query: PreparedQuery, readTexts = true, typedQuery?: PreparedQuery): RankedHit[] {
  const queryStems = query.terms.filter((term) => !CJK_CHAR.test(term)).map(stemOf);
  const typedFor = (term: string, stem: string) => term.startsWith(stem) || (term.length >= 3 && stem.startsWith(term));
  // A one-letter typo of a word (`pass` for `sass`) counts only on a page that does not hold the word as typed.
  const withoutNeedlessTypos = (words: string[]) => {
    const kept = new Set<string>();
    for (const stem of queryStems) {
      const typed = words.filter((term) => typedFor(term, stem));
      (typed.length > 0 ? typed : words.filter((term) => !queryStems.some((other) => typedFor(term, other)))).forEach((term) => kept.add(term));
    }
    return words.filter((term) => kept.has(term));
  };
  // A synonym form of `typedQuery` that swaps a word in (`dist` for `output`) counts only on pages holding it: elsewhere it
  // would only repeat the typed query's answers with fewer words. A form that only leaves words out (`产物目录`) counts everywhere.
  const typedStems = new Set(typedQuery?.terms.map(stemOf));
  const swappedWords = queryStems.filter((stem) => !typedStems.has(stem));
  const swappedPieces = query.terms.filter((term) => CJK_CHAR.test(term) && !typedQuery?.terms.includes(term));
  const swapsIn = typedQuery !== undefined && swappedWords.length + swappedPieces.length > 0;
  const holdsSwapped = (terms: string[]) => terms.some((term) => swappedPieces.includes(term) || swappedWords.some((stem) => typedFor(term, stem)));
  const clauses: Clause[] = query.terms.flatMap((term): Clause[] => {
    // A pair of characters is a word or part of one, and says more than a character alone.
    if (CJK_CHAR.test(term)) return [{ term, boost: term.length > 1 ? 20 : 10, match: 'exact' }];
    const clauses: Clause[] = [
      { term, boost: 10, match: 'exact' },
      { term, boost: 3, match: 'prefix' },
    ];
    if (term.length >= MIN_TYPO_TERM_LENGTH) clauses.push({ term, boost: 1, match: 'typo' });
    return clauses;
  });
  const candidates: Candidate[] = scorePages(engine.index, clauses)
    .filter(({ terms }) => !swapsIn || holdsSwapped(terms))
    .map(({ ref, score, terms }) => {
      const words = terms.filter((term) => !CJK_CHAR.test(term));
      return {
        prepared: engine.pages[ref]!,
        score,
        matched: withoutNeedlessTypos(words),
        cjkChars: terms.filter((term) => term.length === 1 && CJK_CHAR.test(term)).length,
      };
    });

  // Words of the query typed whole (not the parts of a camelCase name): a
  // page that holds none of them, only parts or one-letter typos, is a loose
  // match, shown only when nothing matches better.
  const whole = query.terms.filter((term) => !CJK_CHAR.test(term) && !query.camelParts.has(term)).map(stemOf);
  const holdsWhole = (matched: string[]) => matched.some((term) => whole.some((stem) => term.startsWith(stem) || (term.length >= 3 && stem.startsWith(term))));
  const loose = (candidate: Candidate) => whole.length > 0 && query.cjkPieces.length === 0 && !holdsWhole(candidate.matched);

  const headlines = candidates.map((candidate) => headlineHit(candidate, query));
  // Page texts hold no CJK pairs in the index, so the pages that hold the
  // most characters of the query are read first: only they can hold it whole.
  const needText = new Set(
    (readTexts ? candidates : [])
      .filter((_, i) => !headlines[i])
      .sort((a, b) => b.cjkChars - a.cjkChars)
      .slice(0, MAX_CONTENT_CANDIDATES),
  );
  const texts = engine.texts;

  // Lunr's score, scaled to 0–100, orders hits that answer the query about
  // as well, and lets a page that matches much better overall pass one a
  // tier above. Scores of single CJK characters say little about words, so
  // there it only breaks ties.
  const weight = query.cjkPieces.length > 0 ? 10 : 100;
  const best = Math.max(...candidates.map((candidate) => candidate.score), Number.MIN_VALUE);
  const ranked = candidates
    .map((candidate, i) => {
      const { page } = candidate.prepared;
      // A Chinese query cannot meet the English name that titles an option
      // page, but can meet its summary, which may answer better than a heading.
      // A title or heading holding only parts of the query gives way to a summary holding all of it.
      const headline = headlines[i];
      const readSummary = texts && (query.cjkPieces.length > 0 || !headline || headline.partial || headline.hit.type === 'header');
      const summary = readSummary ? summaryHit(candidate, query, texts.summaries[page.index] ?? '', query.cjkPieces.length === 0 && headline?.partial) : null;
      const inText = texts && needText.has(candidate) ? contentHit(candidate, query, texts.pages[page.index]!) : null;
      const found = [headlines[i], summary, inText].reduce((better, next) => (next && (!better || next.rank > better.rank) ? next : better), null);
      if (!found) return null;
      const titled = found === headline && headline.hit.type === 'title' && !headline.partial;
      const penalty = RELEASE_NOTE.test(page.routePath) && !titled && !ASKS_FOR_RELEASES.test(query.raw) ? RELEASE_NOTE_PENALTY : 0;
      // Between pages that name the query alike, the one that says it more often is more about it.
      // Titles keep Lunr's order between them, and short queries, found everywhere, are not counted.
      const counted = texts && found.rank >= 3 && found !== inText && found.hit.type !== 'title' && query.text.length >= 3;
      const said = counted ? timesSaid(texts.pages[page.index]!, query) : 0;
      const score = found.rank * 100 + 100 * coverage(candidate.matched, query) + (weight * candidate.score) / best + 5 * said - penalty;
      return { hit: found.hit, score, loose: loose(candidate) };
    })
    .filter((entry): entry is RankedHit & { loose: boolean } => entry !== null)
    .sort((a, b) => b.score - a.score);
  const strict = ranked.filter((entry) => !entry.loose);
  return strict.length > 0 ? strict : ranked;
}

/** A dotted or camelCase name: searched as typed, never through synonyms. */
const IDENTIFIER = /[\p{L}\p{N}]\.\p{L}|[\p{Ll}\p{N}]\p{Lu}/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The query with one of its words found in `synonyms` swapped for another
 * of its group (`output directory`: `dist directory`, `build output
 * directory`, `output folder`, `output dir`), at most `max`. Latin words
 * match whole, CJK ones as written.
 */
export function queryVariants(raw: string, synonyms: readonly (readonly string[])[] = SEARCH_SYNONYMS, max = MAX_VARIANTS): string[] {
  if (IDENTIFIER.test(raw)) return [];
  const text = normalizeText(raw.trim());
  const slots: { start: number; end: number; options: string[] }[] = [];
  for (const group of synonyms) {
    // Longer members first: `environment variables` is swapped whole, not the `environment variable` in it.
    for (const member of [...group].sort((a, b) => b.length - a.length)) {
      const pattern = CJK_CHAR.test(member) ? escapeRegExp(member) : `(?<![\\p{L}\\p{N}])${escapeRegExp(member)}(?![\\p{L}\\p{N}])`;
      for (const match of text.matchAll(new RegExp(pattern, 'gu'))) {
        const start = match.index!;
        const end = start + member.length;
        if (!slots.some((slot) => start < slot.end && end > slot.start)) slots.push({ start, end, options: group.filter((other) => other !== member) });
      }
    }
  }
  // One word swapped at a time: two swaps drift from what was asked more often than they help.
  return slots
    .sort((a, b) => a.start - b.start)
    .flatMap((slot) => slot.options.map((option) => text.slice(0, slot.start) + option + text.slice(slot.end)))
    .slice(0, max);
}

/**
 * Searches the prebuilt index, at once. Lunr finds and ranks the pages,
 * with prefix matching and, in words of four letters or more, one-letter
 * typos; CJK text is looked up by characters and character pairs. A page
 * shows as a title hit, else a heading hit, else a hit on its summary or
 * text, and ranks by how well that hit answers the query (see
 * `headlineRank`), then by Lunr's score; release notes, which mention
 * everything in passing, rank lower unless their title is the query.
 * Pages that hold only parts of a camelCase query or one-letter typos of
 * its words show only when no page holds a word as typed. The query's
 * synonym forms (`queryVariants`) are searched too, a page keeping its
 * best answer. Hits are grouped by section, at most `limit` per group.
 * Before the engine has its texts, the answer holds title and heading
 * hits only and is not complete.
 */
export function searchNow(engine: SearchEngine, rawQuery: string, limit = HITS_PER_GROUP): SearchAnswer {
  const query = prepareQuery(rawQuery);
  if (!query) return { groups: [], complete: true };
  // Each page once, by its best answer to the query or, a little behind, to one of its synonym forms.
  const best = new Map<string, RankedHit>();
  const consider = (entries: RankedHit[], penalty: number) => {
    for (const { hit, score } of entries) {
      const page = hit.link.replace(/#.*$/, '');
      const shown = best.get(page);
      if (!shown || shown.score < score - penalty) best.set(page, { hit, score: score - penalty });
    }
  };
  const typed = rankHits(engine, query);
  consider(typed, 0);
  // A title that is the query answers it: no synonym can do better.
  const answered = (typed[0]?.score ?? 0) >= ANSWERED_SCORE;
  for (const variant of answered ? [] : queryVariants(rawQuery)) {
    const prepared = prepareQuery(variant);
    // Titles, headings and summaries only: they name what a page is about, and reading every text again would slow each keystroke.
    if (prepared) consider(rankHits(engine, prepared, false, query), SYNONYM_PENALTY);
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score);
  const groups = groupHits(ranked.map(({ hit }) => hit), limit);
  for (const hit of groups.flatMap((group) => group.hits)) unfinished.get(hit)?.();
  return { groups, complete: engine.texts !== null };
}

/** The hits of `searchNow`, for callers that await an answer. */
export async function search(engine: SearchEngine, rawQuery: string, limit = HITS_PER_GROUP): Promise<SearchGroup[]> {
  return searchNow(engine, rawQuery, limit).groups;
}
