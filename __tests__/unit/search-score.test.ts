import lunr from 'lunr';
import { buildLunrIndex, type IndexedFields } from '../../src/node/lunr-index';
import { loadIndex } from '../../src/search/compact-index';
import { expandedTerms, scorePages, type Clause } from '../../src/search/score';

const records: IndexedFields[] = [
  { title: 'server.port', headings: 'Port in use\nExample', content: 'The port of the dev server and of the preview server. When port 8080 is taken, the next free one is used.' },
  { title: 'server.proxy', headings: 'Rewrites\nWebSocket', content: 'Forward requests of the dev server to a backend such as http://localhost:3000, for example to avoid a 404.' },
  { title: 'output.distPath', headings: 'Default\nServing from a subfolder', content: 'The output folder of the build, and the folders of each asset type inside it. Default: dist.' },
  { title: '404 page', headings: 'Client-side routing\nPreview', content: 'A refresh on a client-side route gives 404 unless the server falls back to index.html.' },
  { title: '模块热更新', headings: '开发服务器', content: '开发服务器支持模块热更新（HMR），修改代码后页面无需刷新。' },
  { title: 'Words', headings: 'S', content: 'salt sand seal seed shade shelf ship shoe silk sink skin sled slot snow soap sock soup span spot star stem step stop swan' },
].map((record, i) => ({ id: String(i), ...record }));

/** The clauses as Lunr's query builder takes them. */
function lunrQuery(index: lunr.Index, clauses: Clause[]) {
  return index.query((builder) => {
    for (const { term, boost, match } of clauses) {
      if (match === 'prefix') builder.term(term, { boost, wildcard: lunr.Query.wildcard.TRAILING });
      else if (match === 'typo') builder.term(term, { boost, editDistance: 1 });
      else builder.term(term, { boost });
    }
  });
}

const clausesOf = (...terms: string[]): Clause[] =>
  terms.flatMap((term): Clause[] => [
    { term, boost: 10, match: 'exact' },
    { term, boost: 3, match: 'prefix' },
    ...(term.length >= 4 ? [{ term, boost: 1, match: 'typo' } as const] : []),
  ]);

describe('scorePages', () => {
  const index = loadIndex(JSON.parse(JSON.stringify(buildLunrIndex(records).compact)));

  it.each([
    ['one word', clausesOf('server'), 3],
    ['several words, one in two fields', clausesOf('port', 'server', 'preview'), 3],
    ['a typo', clausesOf('sever'), 3],
    ['numbers, which JavaScript orders before other keys', clausesOf('client', '8080', '404'), 3],
    ['Chinese characters and pairs', [{ term: '热更', boost: 20, match: 'exact' }, { term: '服', boost: 10, match: 'exact' }] as Clause[], 1],
    ['a word found nowhere', clausesOf('webpack'), 0],
  ])('gives the pages, scores and term order Lunr gives: %s', (_, clauses, pages) => {
    const ours = scorePages(index, clauses).map(({ ref, score, terms }) => [String(ref), score, terms]);
    const lunrs = lunrQuery(index, clauses).map(({ ref, score, matchData }) => [ref, score, Object.keys(matchData.metadata)]);
    expect(ours).toHaveLength(pages);
    expect(ours).toEqual(lunrs);
  });

  it('completes a prefix of two letters or more in full', () => {
    expect(expandedTerms(index, 'fo', 'prefix').sort()).toEqual(['folder', 'forward']);
    expect(expandedTerms(index, 'serv', 'prefix').sort()).toEqual(['serv', 'server']);
  });

  it('completes a one-letter prefix only to the terms most pages hold, most first', () => {
    // `s` starts more than the 24 kept terms here; `server` is on three pages, more than any other.
    const all = (index as unknown as { tokenSet: lunr.TokenSet }).tokenSet.intersect((lunr.TokenSet as unknown as { fromString: (word: string) => lunr.TokenSet }).fromString('s*')).toArray();
    expect(all.length).toBeGreaterThan(30);
    const completions = expandedTerms(index, 's', 'prefix');
    expect(completions).toHaveLength(24);
    expect(completions[0]).toBe('server');
    expect(completions.every((term) => all.includes(term))).toBe(true);
  });
});
