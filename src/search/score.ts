import lunr from 'lunr';

/** What scoring reads of a loaded index (see `loadIndex`), beyond Lunr's declared types. */
interface IndexInternals {
  tokenSet: lunr.TokenSet;
  pipeline: lunr.Pipeline;
  fields: string[];
  invertedIndex: Record<string, Record<string, Record<string, unknown>> & { _index: number }>;
  /** By `field/page`. */
  fieldVectors: Record<string, { elements: number[] }>;
}

const internals = (index: lunr.Index) => index as unknown as IndexInternals;

/** Lunr's type definitions leave out the token sets it builds from a word. */
const tokenSets = lunr.TokenSet as unknown as {
  fromString: (word: string) => lunr.TokenSet;
  fromFuzzyString: (word: string, editDistance: number) => lunr.TokenSet;
};

/** A word of the query, how it may match index terms, and how much a match weighs. */
export interface Clause {
  term: string;
  boost: number;
  /** `exact`: the word's stem; `prefix`: terms it starts; `typo`: terms one edit away. */
  match: 'exact' | 'prefix' | 'typo';
}

/** A page the clauses matched: its score as Lunr gives it, and the index terms it holds, in Lunr's order. */
export interface ScoredPage {
  ref: number;
  score: number;
  terms: string[];
}

/** A word of one letter, typed so far, is completed only to its most common terms. */
const SHORT_PREFIX_LENGTH = 1;
const SHORT_PREFIX_COMPLETIONS = 24;
/** Expansions kept per index; past this many, the oldest go, so that a server's memory stays flat whatever readers type. */
const MAX_EXPANSIONS = 4000;
const expansionCache = new WeakMap<lunr.Index, Map<string, string[]>>();

/**
 * The index terms a clause matches, as Lunr expands them, kept by word: a
 * reader typing a query asks for the same words again and again, and
 * expanding a typo walks the whole term tree. A one-letter prefix (the
 * `c` of `browser c`) starts hundreds of terms, which cost more than all
 * the rest of the query: it is completed only to the
 * `SHORT_PREFIX_COMPLETIONS` held by most pages.
 */
export function expandedTerms(index: lunr.Index, term: string, match: Clause['match']): string[] {
  let known = expansionCache.get(index);
  if (!known) expansionCache.set(index, (known = new Map()));
  const key = `${match} ${term}`;
  const cached = known.get(key);
  if (cached) return cached;
  const { tokenSet, pipeline } = internals(index);
  const pattern = (word: string) => (match === 'typo' ? tokenSets.fromFuzzyString(word, 1) : tokenSets.fromString(word));
  let terms = [...new Set(pipeline.runString(match === 'prefix' ? `${term}*` : term).flatMap((word) => tokenSet.intersect(pattern(word)).toArray()))];
  if (match === 'prefix' && term.length <= SHORT_PREFIX_LENGTH) {
    const { postingOf } = readable(index);
    const pagesHolding = (word: string) => new Set(postingOf(word).pages.flat()).size;
    terms = terms
      .map((word) => ({ word, pages: pagesHolding(word) }))
      .sort((a, b) => b.pages - a.pages || (a.word < b.word ? -1 : 1))
      .slice(0, SHORT_PREFIX_COMPLETIONS)
      .map(({ word }) => word);
  }
  if (known.size >= MAX_EXPANSIONS) known.delete(known.keys().next().value!);
  known.set(key, terms);
  return terms;
}

/** Whether a property name is an array index, which JavaScript lists before other keys, in ascending order. */
const ARRAY_INDEX = /^(0|[1-9]\d*)$/;
const isArrayIndex = (key: string) => ARRAY_INDEX.test(key) && Number(key) < 2 ** 32 - 1;

/** `keys` in the order `Object.keys` gives the keys of an object they were added to in this order. */
function inPropertyOrder(keys: string[]): string[] {
  if (!keys.some(isArrayIndex)) return keys;
  const indices = keys.filter(isArrayIndex).sort((a, b) => Number(a) - Number(b));
  return [...indices, ...keys.filter((key) => !isArrayIndex(key))];
}

/** The position of `termIndex` in a sparse vector `[index, value, ...]` sorted by index, or -1. */
function positionIn(elements: number[], termIndex: number): number {
  let low = 0;
  let high = elements.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = elements[middle * 2]!;
    if (at === termIndex) return middle * 2;
    if (at < termIndex) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * Scores pages for optional clauses exactly as `lunr.Index#query` does
 * (the query vector's cosine with each field vector, summed over fields,
 * in the same order of additions, so the same floating-point scores and
 * the same order among equals), but without the match records Lunr builds
 * for every term in every page, which were a third of a query's time:
 * search needs only which terms each page holds.
 */
export function scorePages(index: lunr.Index, clauses: Clause[]): ScoredPage[] {
  const { fields, vectors, postingOf } = readable(index);
  const pageCount = vectors[0]?.length ?? 0;
  // Every field gets the same query vector: each clause adds its boost to each of its terms in all of them.
  const weights = new Map<number, number>();
  // Per field and page (`field * pageCount + page`), in the order Lunr first meets them, the terms found there.
  const fieldMatches = new Map<number, string[]>();
  const seen = new Set<string>();
  for (const clause of clauses) {
    for (const term of expandedTerms(index, clause.term, clause.match)) {
      const { termIndex, pages } = postingOf(term);
      weights.set(termIndex, (weights.get(termIndex) ?? 0) + clause.boost);
      if (seen.has(term)) continue;
      seen.add(term);
      for (let field = 0; field < fields.length; field += 1) {
        for (const page of pages[field]!) {
          const fieldRef = field * pageCount + page;
          const terms = fieldMatches.get(fieldRef);
          if (terms) terms.push(term);
          else fieldMatches.set(fieldRef, [term]);
        }
      }
    }
  }
  const query = [...weights].sort((a, b) => a[0] - b[0]);
  const magnitude = Math.sqrt(query.reduce((sum, [, weight]) => sum + weight * weight, 0));
  const scored = new Map<number, ScoredPage>();
  for (const [fieldRef, terms] of fieldMatches) {
    const page = fieldRef % pageCount;
    const elements = vectors[(fieldRef - page) / pageCount]![page]!;
    let dot = 0;
    for (const [termIndex, weight] of query) {
      const at = positionIn(elements, termIndex);
      if (at !== -1) dot += weight * elements[at + 1]!;
    }
    const score = dot / magnitude || 0;
    const entry = scored.get(page);
    if (entry) {
      entry.score += score;
      for (const term of terms) if (!entry.terms.includes(term)) entry.terms.push(term);
    } else scored.set(page, { ref: page, score, terms: [...terms] });
  }
  for (const entry of scored.values()) entry.terms = inPropertyOrder(entry.terms);
  return [...scored.values()].sort((a, b) => b.score - a.score);
}

/** What scoring reads of an index, as arrays: built once per index, and per term when first asked for. */
interface Readable {
  fields: string[];
  /** Per field, per page, the field vector's elements. */
  vectors: number[][][];
  postingOf: (term: string) => { termIndex: number; pages: number[][] };
}
const readables = new WeakMap<lunr.Index, Readable>();

function readable(index: lunr.Index): Readable {
  let known = readables.get(index);
  if (!known) {
    const { fields, fieldVectors, invertedIndex } = internals(index);
    const vectors: number[][][] = fields.map(() => []);
    for (const [fieldRef, vector] of Object.entries(fieldVectors)) {
      const slash = fieldRef.indexOf('/');
      vectors[fields.indexOf(fieldRef.slice(0, slash))]![Number(fieldRef.slice(slash + 1))] = vector.elements;
    }
    const postings = new Map<string, { termIndex: number; pages: number[][] }>();
    const postingOf = (term: string) => {
      let posting = postings.get(term);
      if (!posting) {
        const entry = invertedIndex[term]!;
        // Pages are array indices, which `Object.keys` lists in ascending order, as Lunr reads them.
        posting = { termIndex: entry._index, pages: fields.map((field) => Object.keys(entry[field]!).map(Number)) };
        postings.set(term, posting);
      }
      return posting;
    };
    readables.set(index, (known = { fields, vectors, postingOf }));
  }
  return known;
}
