import lunr from 'lunr';
import { tokenize } from './tokenize';

/** Search fields and how much a match in each counts. */
export const FIELD_BOOSTS = { title: 10, headings: 4, content: 1 } as const;

export interface IndexedFields {
  id: string;
  title: string;
  headings: string;
  content: string;
}

/** Body text, whose camelCase words are not split: parts matter in names, and names are titles and headings. */
class BodyText {
  constructor(readonly text: string) {}
}

/**
 * Builds a Lunr index with the site's tokenizer, without English stop
 * words (the bulk of the index, useless as search terms) and with the
 * English stemmer. Both leave CJK terms alone, so one setup serves both
 * languages. Queries run the stemmer too.
 */
export function buildLunrIndex(records: IndexedFields[]): lunr.Index {
  return lunr(function setup() {
    this.tokenizer = ((value: unknown) => {
      const terms = value instanceof BodyText ? tokenize(value.text, { camelParts: false }) : tokenize(String(value ?? ''));
      return terms.map((term) => new lunr.Token(term, {}));
    }) as unknown as typeof lunr.tokenizer;
    this.pipeline.reset();
    this.pipeline.add(lunr.stopWordFilter, lunr.stemmer);
    this.searchPipeline.reset();
    this.searchPipeline.add(lunr.stemmer);
    this.ref('id');
    for (const [field, boost] of Object.entries(FIELD_BOOSTS)) this.field(field, { boost });
    for (const record of records) this.add({ ...record, content: new BodyText(record.content) });
  });
}

export { lunr };
