import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import handler from '../../src/api/search';
import { writeSearchIndexes, type SearchablePage } from '../../src/node/search-index';

const pages: SearchablePage[] = ['en', 'zh'].map((lang) => ({
  docId: 'config/dev/hmr',
  lang,
  pageType: 'doc',
  routePath: `${lang === 'zh' ? '/zh' : ''}/config/dev/hmr/`,
  description: '',
  title: 'dev.hmr',
  content: lang === 'zh' ? '模块热更新默认开启。' : 'Hot module replacement is on by default.',
  toc: [],
}));

function call(query: Record<string, string>) {
  const res = { statusCode: 200, body: undefined as unknown, status(code: number) { this.statusCode = code; return this; }, json(body: unknown) { this.body = body; return this; } };
  return (handler as (req: unknown, res: unknown) => Promise<void>)({ query }, res).then(() => res);
}

describe('remote search endpoint', () => {
  const cwd = process.cwd();
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-api-'));
    await writeSearchIndexes(pages, path.join(dir, 'public'));
    process.chdir(dir);
  });

  afterAll(() => {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers one entry per index with its hits', async () => {
    const res = await call({ keyword: 'replacement', limit: '7', searchIndexes: 'search_index.en', lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual([{ index: 'search_index.en', hits: [expect.objectContaining({ type: 'content', title: 'dev.hmr', link: '/config/dev/hmr/' })] }]);
  });

  it('searches Chinese and several indexes at once', async () => {
    const res = await call({ keyword: '热更新', searchIndexes: 'search_index.zh,search_index.en', lang: 'zh' });
    expect((res.body as { index: string; hits: unknown[] }[]).map((entry) => [entry.index, entry.hits.length])).toEqual([
      ['search_index.zh', 1],
      ['search_index.en', 0],
    ]);
  });

  it('builds an engine once per process, though each request requires the function afresh', async () => {
    // Gatsby's functions middleware deletes the module from the require cache before every request.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('rsbuild-docs.search-endpoint')];
    const fresh = () => {
      let module: typeof import('../../src/api/search') | undefined;
      jest.isolateModules(() => {
        module = require('../../src/api/search');
      });
      return module!;
    };
    const first = fresh();
    const second = fresh();
    expect(second.default).not.toBe(first.default);
    const res = { statusCode: 200, body: undefined as unknown, status(code: number) { this.statusCode = code; return this; }, json(body: unknown) { this.body = body; return this; } };
    const query = { keyword: 'replacement', searchIndexes: 'search_index.en' };
    await (first.default as (req: unknown, res: unknown) => Promise<void>)({ query }, res);
    await (second.default as (req: unknown, res: unknown) => Promise<void>)({ query }, res);
    expect(res.body).toEqual([{ index: 'search_index.en', hits: [expect.objectContaining({ link: '/config/dev/hmr/' })] }]);
    expect(second.endpointStore().builds).toBe(1);
    expect(second.endpointStore()).toBe(first.endpointStore());
  });

  it('refuses a query longer than any a reader types', async () => {
    const res = await call({ keyword: 'x'.repeat(301), searchIndexes: 'search_index.en' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ error: 'The query is longer than 300 characters' });
    expect((await call({ keyword: 'x'.repeat(300), searchIndexes: 'search_index.en' })).statusCode).toBe(200);
  });

  it('refuses an index it does not have', async () => {
    const res = await call({ keyword: 'x', searchIndexes: '../../etc/passwd' });
    expect(res.statusCode).toBe(400);
  });
});
