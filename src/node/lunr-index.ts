import lunr from 'lunr';
import { compactIndex, type BuiltLunrBuilder, type CompactIndex } from '../search/compact-index';
import { tokenize } from '../search/tokenize';

/** Search fields and how much a match in each counts. */
export const FIELD_BOOSTS = { title: 10, headings: 4, content: 1 } as const;

export interface IndexedFields {
  id: string;
  title: string;
  headings: string;
  content: string;
}

/**
 * Body text, indexed by which terms it holds, not how often: camelCase
 * words are not split, CJK runs give characters only, and each term counts
 * once. Parts matter in names, and names are titles and headings; term
 * counts and character pairs of every page's text would almost double
 * the index, and search reads a page's text anyway to find the query as
 * typed and count it.
 */
class BodyText {
  constructor(readonly text: string) {}
}

/**
 * Builds a Lunr index with the site's tokenizer, without English stop
 * words (the bulk of the index, useless as search terms) and with the
 * English stemmer. Both leave CJK terms alone, so one setup serves both
 * languages. Queries run the stemmer too. Returns the index and the
 * compact form the site ships; records must have ids `0` to `n - 1`.
 */
export function buildLunrIndex(records: IndexedFields[]): { index: lunr.Index; compact: CompactIndex } {
  const builder = new lunr.Builder();
  builder.tokenizer = ((value: unknown) => {
    const terms = value instanceof BodyText ? [...new Set(tokenize(value.text, { camelParts: false, cjkPairs: false }))] : tokenize(String(value ?? ''));
    return terms.map((term) => new lunr.Token(term, {}));
  }) as unknown as typeof lunr.tokenizer;
  builder.pipeline.add(lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('id');
  const fields = Object.entries(FIELD_BOOSTS).map(([name, boost]) => ({ name, boost }));
  for (const { name, boost } of fields) builder.field(name, { boost });
  for (const record of records) builder.add({ ...record, content: new BodyText(record.content) });
  const index = builder.build();
  return { index, compact: compactIndex(builder as unknown as BuiltLunrBuilder, fields) };
}
