import { gzipSync } from 'node:zlib';
import lunr from 'lunr';
import { buildLunrIndex, type IndexedFields } from '../../src/node/lunr-index';
import { compactIndex, decodeNumbers, decodeTerms, encodeNumber, encodeTerms, loadIndex, type BuiltLunrBuilder } from '../../src/search/compact-index';

const records: IndexedFields[] = [
  { title: 'output.dataUriLimit', headings: 'One limit for every asset type\nPitfalls', content: 'Files under the limit are inlined as data URIs. Bigger files are emitted. The limit is in bytes.' },
  { title: 'output.assetPrefix', headings: 'Serving from a CDN', content: 'The URL prefix of every asset in production builds, such as a CDN address.' },
  { title: 'Quick Start', headings: 'Requirements\nThe configuration file', content: 'Rsbuild reads rsbuild.config.ts from the project root. Run the dev server.' },
  { title: '模块热更新', headings: '开发服务器', content: '开发服务器支持模块热更新（HMR），修改代码后页面无需刷新。热更新失败时回退为整页刷新。' },
].map((record, i) => ({ id: String(i), ...record }));

type Serialised = { invertedIndex: [string, { _index: number }][]; fieldVectors: [string, number[]][] };

/** Each field vector as term → weight, which does not depend on how terms are numbered. */
function weightsByTerm(index: lunr.Index): Record<string, Record<string, number>> {
  const serialised = index.toJSON() as unknown as Serialised;
  const termOf = new Map(serialised.invertedIndex.map(([term, posting]) => [posting._index, term]));
  return Object.fromEntries(
    serialised.fieldVectors.map(([ref, elements]) => {
      const weights: Record<string, number> = {};
      for (let i = 0; i < elements.length; i += 2) weights[termOf.get(elements[i]!)!] = elements[i + 1]!;
      return [ref, weights];
    }),
  );
}

describe('the compact search index', () => {
  const { index, compact } = buildLunrIndex(records);
  const loaded = loadIndex(JSON.parse(JSON.stringify(compact)));

  it('loads as the field vectors and terms Lunr built', () => {
    expect(weightsByTerm(loaded)).toEqual(weightsByTerm(index));
    const terms = (built: lunr.Index) => Object.keys((built as unknown as { invertedIndex: object }).invertedIndex).sort();
    expect(terms(loaded)).toEqual(terms(index));
  });

  it('ranks every query exactly as the original index', () => {
    for (const query of ['limit', 'asset*', 'cdn', 'config~1', 'rsbuild', '热', '热更', '刷新', 'server']) {
      const strip = (results: lunr.Index.Result[]) => results.map(({ ref, score }) => [ref, score.toFixed(9)]);
      expect(strip(loaded.search(query))).toEqual(strip(index.search(query)));
    }
  });

  it('is smaller than Lunr’s own JSON', () => {
    const size = (value: unknown) => gzipSync(JSON.stringify(value)).length;
    expect(size(compact)).toBeLessThan(size(index.toJSON()) * 0.8);
  });

  it('writes numbers in base 32 with continuation digits, and front-codes sorted terms', () => {
    const numbers = [0, 1, 31, 32, 1023, 1024, 123456];
    expect(numbers.map(encodeNumber)).toEqual(['A', 'B', 'f', 'gB', '_f', 'ggB', expect.any(String)]);
    expect(decodeNumbers(numbers.map(encodeNumber).join(''))).toEqual(numbers);
    expect(() => decodeNumbers('A,B')).toThrow('decodeNumbers: "," is not a digit');
    const terms = ['config', 'configur', 'configure', 'data', '热', '热更'];
    expect(encodeTerms(terms)).toBe('0config 6ur 8e 0data 0热 1更');
    expect(decodeTerms(encodeTerms(terms))).toEqual(terms);
  });

  it('refuses documents that are not numbered from 0', () => {
    const builder = new lunr.Builder();
    builder.ref('id');
    builder.field('title');
    builder.add({ id: 'guide', title: 'Guide' });
    builder.build();
    expect(() => compactIndex(builder as unknown as BuiltLunrBuilder, [{ name: 'title', boost: 1 }])).toThrow(
      'compactIndex: documents must be referenced 0 to 0; "guide" has NaN',
    );
  });
});
