import lunr from 'lunr';

/**
 * A Lunr index as the site ships it. Lunr's own JSON spends most of its
 * bytes on field vectors, the BM25 weight of every term in every field of
 * every page, which follow from term frequencies and field lengths. This
 * form keeps only those, and `expandIndex` computes the vectors again with
 * Lunr's formula, giving the very index Lunr built.
 */
export interface CompactIndex {
  /** Search fields in Lunr's order, with their boosts. */
  fields: { name: string; boost: number }[];
  /** Every term, in the sorted order Lunr needs; a term's position is its index. */
  terms: string[];
  /** Per term, per field: `[docGap, tf, docGap, tf, …]`, documents ascending from 0. */
  postings: number[][][];
  /** Per field, the number of terms in each document's field. */
  lengths: number[][];
  /** Labels of Lunr's search pipeline. */
  pipeline: string[];
}

/** Lunr's BM25 parameters, as its builder sets them by default. */
const K1 = 1.2;
const B = 0.75;

/** What `expandIndex` needs of a builder that has built its index. */
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
    fields.map(({ name }) => {
      const docs = Object.keys(builder.invertedIndex[term]![name] as object).map(Number);
      if (docs.some((doc) => !Number.isInteger(doc) || doc < 0 || doc >= count)) {
        throw new Error(`compactIndex: documents must be referenced 0 to ${count - 1}; "${term}" has ${docs.join(', ')}`);
      }
      let previous = 0;
      return docs
        .sort((a, b) => a - b)
        .flatMap((doc) => {
          const gap = doc - previous;
          previous = doc;
          return [gap, builder.fieldTermFrequencies[`${name}/${doc}`]![term]!];
        });
    }),
  );
  const lengths = fields.map(({ name }) => Array.from({ length: count }, (_, doc) => builder.fieldLengths[`${name}/${doc}`] ?? 0));
  return { fields, terms, postings, lengths, pipeline: builder.searchPipeline.toJSON() as unknown as string[] };
}

/** Lunr's serialised index, ready for `lunr.Index.load`, with field vectors computed as Lunr computes them. */
export function expandIndex(compact: CompactIndex): object {
  const count = compact.lengths[0]?.length ?? 0;
  const averageLengths = compact.lengths.map((lengths) => lengths.reduce((sum, length) => sum + length, 0) / (count || 1));
  const vectors = compact.fields.map(() => Array.from({ length: count }, (): number[] => []));
  const invertedIndex = compact.terms.map((term, termIndex) => {
    const perField = compact.postings[termIndex]!.map((flat) => {
      const entries: [doc: number, tf: number][] = [];
      for (let i = 0, doc = 0; i < flat.length; i += 2) {
        doc += flat[i]!;
        entries.push([doc, flat[i + 1]!]);
      }
      return entries;
    });
    // Like lunr.idf: a page holding the term in two fields counts twice.
    const withTerm = perField.reduce((sum, entries) => sum + entries.length, 0);
    const idf = Math.log(1 + Math.abs((count - withTerm + 0.5) / (withTerm + 0.5)));
    const posting: Record<string, unknown> = { _index: termIndex };
    compact.fields.forEach(({ name, boost }, field) => {
      const docs: Record<string, object> = {};
      for (const [doc, tf] of perField[field]!) {
        docs[doc] = {};
        const norm = K1 * (1 - B + (B * compact.lengths[field]![doc]!) / averageLengths[field]!) + tf;
        const score = ((idf * ((K1 + 1) * tf)) / norm) * boost;
        vectors[field]![doc]!.push(termIndex, Math.round(score * 1000) / 1000);
      }
      posting[name] = docs;
    });
    return [term, posting];
  });
  return {
    version: lunr.version,
    fields: compact.fields.map(({ name }) => name),
    fieldVectors: compact.fields.flatMap(({ name }, field) => vectors[field]!.map((elements, doc) => [`${name}/${doc}`, elements])),
    invertedIndex,
    pipeline: compact.pipeline,
  };
}
