import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import handler, { endpointStore } from '../../src/api/search';
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

  afterAll(async () => {
    await endpointStore().workers?.close();
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

  it('keeps one set of search threads, and each builds an engine once, though each request requires the function afresh', async () => {
    // Gatsby's functions middleware deletes the module from the require cache before every request of `gatsby develop`.
    await endpointStore().workers?.close();
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
    const ask = (module: typeof first, keyword: string) => (module.default as (req: unknown, res: unknown) => Promise<void>)({ query: { keyword, searchIndexes: 'search_index.en' } }, res);
    await ask(first, 'replacement');
    const workers = first.endpointStore().workers!;
    expect(workers.size).toBeGreaterThan(0);
    expect(workers.builds).toBe(workers.size);
    for (const keyword of ['hot', 'module', 'default', 'replace']) await ask(second, keyword);
    expect(res.body).toEqual([{ index: 'search_index.en', hits: [expect.objectContaining({ link: '/config/dev/hmr/' })] }]);
    expect(second.endpointStore()).toBe(first.endpointStore());
    expect(second.endpointStore().workers).toBe(workers);
    expect(workers.builds).toBe(workers.size);
  });

  it('builds the engine again once the index is rebuilt', async () => {
    const workers = endpointStore().workers!;
    const builds = workers.builds;
    const file = fs.readdirSync('public').find((name) => name.startsWith('search_index.en.'))!;
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join('public', file), later, later);
    expect((await call({ keyword: 'replacement', searchIndexes: 'search_index.en' })).statusCode).toBe(200);
    expect(workers.builds).toBe(builds + workers.size);
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
