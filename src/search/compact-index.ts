import lunr from 'lunr';

/**
 * A Lunr index as the site ships it. Lunr's own JSON spends most of its
 * bytes on field vectors, the BM25 weight of every term in every field of
 * every page, which follow from term frequencies and field lengths. This
 * form keeps only those, packed in strings that gzip well, and
 * `loadIndex` computes the vectors again with Lunr's formula, giving the
 * very index Lunr built.
 */
export interface CompactIndex {
  /** Search fields in Lunr's order, with their boosts. */
  fields: { name: string; boost: number }[];
  /**
   * Every term, in the sorted order Lunr needs, separated by spaces. Each
   * starts with how many leading characters it shares with the term before
   * (one base-36 digit, at most 35), followed by the rest.
   */
  terms: string;
  /**
   * Per term (separated by spaces), per field (separated by commas), the
   * pages holding it: for each, `gap * 2 + (tf > 1)` and, when tf > 1,
   * `tf - 2`, as digits of `DIGITS`. Pages ascend from 0; a gap is the
   * distance from the page before.
   */
  postings: string;
  /** Per field, the number of terms in each page's field. */
  lengths: number[][];
  /** Labels of Lunr's search pipeline. */
  pipeline: string[];
}

/**
 * Numbers are written in base 32, least significant digit first: the
 * first 32 characters end a number, the last 32 carry on to the next digit.
 * None needs escaping in JSON, and none is a space or a comma.
 */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT_VALUES = new Map([...DIGITS].map((char, value) => [char, value]));
/** Lunr's BM25 parameters, as its builder sets them by default. */
const K1 = 1.2;
const B = 0.75;

export function encodeNumber(value: number): string {
  let text = '';
  let rest = value;
  while (rest >= 32) {
    text += DIGITS[32 + (rest % 32)];
    rest = Math.floor(rest / 32);
  }
  return text + DIGITS[rest];
}

/** The numbers written one after another in `text`. */
export function decodeNumbers(text: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let scale = 1;
  for (const char of text) {
    const digit = DIGIT_VALUES.get(char);
    if (digit === undefined) throw new Error(`decodeNumbers: "${char}" is not a digit`);
    if (digit >= 32) {
      value += (digit - 32) * scale;
      scale *= 32;
    } else {
      numbers.push(value + digit * scale);
      value = 0;
      scale = 1;
    }
  }
  return numbers;
}

export function encodeTerms(sorted: string[]): string {
  return sorted
    .map((term, i) => {
      const previous = sorted[i - 1] ?? '';
      let shared = 0;
      while (shared < 35 && shared < term.length && term[shared] === previous[shared]) shared += 1;
      return shared.toString(36) + term.slice(shared);
    })
    .join(' ');
}

export function decodeTerms(text: string): string[] {
  const terms: string[] = [];
  if (!text) return terms;
  for (const entry of text.split(' ')) {
    const shared = parseInt(entry[0]!, 36);
    terms.push((terms[terms.length - 1] ?? '').slice(0, shared) + entry.slice(1));
  }
  return terms;
}

/** What `compactIndex` needs of a builder that has built its index. */
export interface BuiltLunrBuilder {
  documentCount: number;
  invertedIndex: Record<string, Record<string, unknown>>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
  searchPipeline: lunr.Pipeline;
}

/** The compact form of what `builder` built; its documents must be referenced `0` to `n - 1`. */
export function compactIndex(builder: BuiltLunrBuilder, fields: CompactIndex['fields']): CompactIndex {
  const count = builder.documentCount;
  const terms = Object.keys(builder.invertedIndex).sort();
  const postings = terms.map((term) =>
    fields
      .map(({ name }) => {
        const docs = Object.keys(builder.invertedIndex[term]![name] as object).map(Number);
        if (docs.some((doc) => !Number.isInteger(doc) || doc < 0 || doc >= count)) {
          throw new Error(`compactIndex: documents must be referenced 0 to ${count - 1}; "${term}" has ${docs.join(', ')}`);
        }
        let previous = 0;
        return docs
          .sort((a, b) => a - b)
          .map((doc) => {
            const tf = builder.fieldTermFrequencies[`${name}/${doc}`]![term]!;
            const gap = doc - previous;
            previous = doc;
            return encodeNumber(gap * 2 + (tf > 1 ? 1 : 0)) + (tf > 1 ? encodeNumber(tf - 2) : '');
          })
          .join('');
      })
      .join(','),
  );
  const lengths = fields.map(({ name }) => Array.from({ length: count }, (_, doc) => builder.fieldLengths[`${name}/${doc}`] ?? 0));
  return { fields, terms: encodeTerms(terms), postings: postings.join(' '), lengths, pipeline: builder.searchPipeline.toJSON() as unknown as string[] };
}

/** Per field, the `[page, tf]` pairs of one term's postings. */
function decodePostings(entry: string): [doc: number, tf: number][][] {
  return entry.split(',').map((field) => {
    const numbers = decodeNumbers(field);
    const pairs: [number, number][] = [];
    for (let i = 0, doc = 0; i < numbers.length; i += 1) {
      doc += numbers[i]! >> 1;
      const tf = numbers[i]! & 1 ? numbers[(i += 1)]! + 2 : 1;
      pairs.push([doc, tf]);
    }
    return pairs;
  });
}

/**
 * The Lunr index `compact` describes, built directly rather than through
 * `lunr.Index.load`, with field vectors computed as Lunr's builder
 * computes them.
 */
export function loadIndex(compact: CompactIndex): lunr.Index {
  const count = compact.lengths[0]?.length ?? 0;
  const averageLengths = compact.lengths.map((lengths) => lengths.reduce((sum, length) => sum + length, 0) / (count || 1));
  const vectors = compact.fields.map(() => Array.from({ length: count }, (): number[] => []));
  const terms = decodeTerms(compact.terms);
  const entries = compact.postings.split(' ');
  if (entries.length !== terms.length) throw new Error(`loadIndex: ${terms.length} terms but ${entries.length} postings`);
  // Lunr copies match metadata before using it, so every posting can share one empty record.
  const noMetadata = Object.freeze({});
  const invertedIndex: Record<string, Record<string, unknown>> = Object.create(null);
  terms.forEach((term, termIndex) => {
    const perField = decodePostings(entries[termIndex]!);
    // Like lunr.idf: a page holding the term in two fields counts twice.
    const withTerm = perField.reduce((sum, pairs) => sum + pairs.length, 0);
    const idf = Math.log(1 + Math.abs((count - withTerm + 0.5) / (withTerm + 0.5)));
    const posting: Record<string, unknown> = { _index: termIndex };
    compact.fields.forEach(({ name, boost }, field) => {
      const docs: Record<string, object> = {};
      for (const [doc, tf] of perField[field] ?? []) {
        docs[doc] = noMetadata;
        const norm = K1 * (1 - B + (B * compact.lengths[field]![doc]!) / averageLengths[field]!) + tf;
        const score = ((idf * ((K1 + 1) * tf)) / norm) * boost;
        vectors[field]![doc]!.push(termIndex, Math.round(score * 1000) / 1000);
      }
      posting[name] = docs;
    });
    invertedIndex[term] = posting;
  });
  const fieldVectors: Record<string, lunr.Vector> = Object.create(null);
  compact.fields.forEach(({ name }, field) => vectors[field]!.forEach((elements, doc) => (fieldVectors[`${name}/${doc}`] = new lunr.Vector(elements))));
  // Lunr's type definitions call `fieldVectors` `documentVectors` and make `fromArray` an instance method.
  const { fromArray } = lunr.TokenSet as unknown as { fromArray: (sorted: string[]) => lunr.TokenSet };
  const attributes = {
    invertedIndex,
    fieldVectors,
    tokenSet: fromArray.call(lunr.TokenSet, terms),
    fields: compact.fields.map(({ name }) => name),
    pipeline: lunr.Pipeline.load(compact.pipeline),
  };
  return new lunr.Index(attributes as unknown as lunr.Index.Attributes);
}
