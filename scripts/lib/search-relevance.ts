import { search, type SearchEngine } from '../../src/search/search';

/** A query of the relevance set, with the one to three pages that answer it, best first. */
export interface RelevanceQuery {
  lang: 'en' | 'zh';
  query: string;
  /** An option, API or topic name; a plain-language need; a typo or odd spelling. */
  kind: 'name' | 'plain' | 'typo';
  answers: string[];
  /** Its answers will not move as pages are added: `npm test` checks it. */
  regression: boolean;
}

/** The pages of a query's hits in the order the dialog shows them: by group, then within each. */
export async function shownPages(engine: SearchEngine, query: string): Promise<string[]> {
  const groups = await search(engine, query);
  return [...new Set(groups.flatMap((group) => group.hits.map((hit) => hit.link.replace(/#.*$/, ''))))];
}

export interface RelevanceScore {
  queries: number;
  /** Share of queries whose first page is an answer. */
  top1: number;
  /** Share of queries with an answer among the first three pages. */
  top3: number;
  /** Queries with no answer among the first three, and what came instead. */
  misses: string[];
}

export async function scoreRelevance(engine: SearchEngine, queries: RelevanceQuery[]): Promise<RelevanceScore> {
  let top1 = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const entry of queries) {
    const pages = await shownPages(engine, entry.query);
    if (entry.answers.includes(pages[0] ?? '')) top1 += 1;
    if (pages.slice(0, 3).some((page) => entry.answers.includes(page))) top3 += 1;
    else misses.push(`${entry.query} → ${pages.slice(0, 3).join(', ') || 'nothing'} (wanted ${entry.answers[0]})`);
  }
  return { queries: queries.length, top1: top1 / (queries.length || 1), top3: top3 / (queries.length || 1), misses };
}
