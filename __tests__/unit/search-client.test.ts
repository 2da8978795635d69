import { createSearchClient, indexName } from '../../src/search/client';
import { buildSearchIndex, pageTextFile, type SearchablePage } from '../../src/node/search-index';
import { groupHits, type SearchHit } from '../../src/search/search';

const hit = (group: string, title: string): SearchHit => ({ type: 'title', title, statement: title, link: `/${title}/`, highlights: [], group });
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('search client', () => {
  it('names indexes and regroups hits', () => {
    expect(indexName('/search_index.zh.abc123.json', 'zh')).toBe('search_index.zh');
    const hits = [hit('Config', 'a'), hit('Guide', 'b'), hit('Config', 'c'), hit('Config', 'd')];
    expect(groupHits(hits, 2)).toEqual([
      { group: 'Config', hits: [hits[0], hits[2]] },
      { group: 'Guide', hits: [hits[1]] },
    ]);
  });

  it('asks the remote endpoint with keyword, limit, searchIndexes and lang, and caches the answer', async () => {
    const fetchMock = jest.fn(() => json([{ index: 'search_index.zh', hits: [hit('配置', 'dev.hmr')] }]));
    const client = createSearchClient({ mode: 'remote', indexUrl: '/search_index.zh.1.json', remoteUrl: '/api/search', lang: 'zh' }, fetchMock as unknown as typeof fetch);
    const groups = await client.query('  热更新 ');
    expect(groups).toEqual([{ group: '配置', hits: [hit('配置', 'dev.hmr')] }]);
    const url = new URL((fetchMock.mock.calls[0] as unknown as [string])[0], 'https://x.invalid');
    expect(url.pathname).toBe('/api/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: '热更新', limit: '7', searchIndexes: 'search_index.zh', lang: 'zh' });
    await client.query('热更新');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs a remote failure, shows no results and tries again next time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = jest.fn(() => json({ error: 'down' }, 503));
    const client = createSearchClient({ mode: 'remote', indexUrl: '/i.json', remoteUrl: '/api/search', lang: 'en' }, fetchMock as unknown as typeof fetch);
    expect(await client.query('proxy')).toEqual([]);
    expect(error).toHaveBeenCalledWith('Remote search failed:', expect.any(Error));
    await client.query('proxy');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('keeps the last 100 answers', async () => {
    const fetchMock = jest.fn(() => json([{ index: 'search_index.en', hits: [] }]));
    const client = createSearchClient({ mode: 'remote', indexUrl: '/i.json', remoteUrl: '/api/search', lang: 'en' }, fetchMock as unknown as typeof fetch);
    for (let i = 0; i <= 100; i += 1) await client.query(`q${i}`);
    await client.query('q100');
    expect(fetchMock).toHaveBeenCalledTimes(101);
    await client.query('q0');
    expect(fetchMock).toHaveBeenCalledTimes(102);
  });

  it('answers a local query at once from titles and headings, and reads page texts only for the full answer', async () => {
    const pages: SearchablePage[] = [
      { docId: 'config/server/proxy', lang: 'en', pageType: 'doc', routePath: '/config/server/proxy/', title: 'server.proxy', description: '', content: 'Forward requests.', toc: [] },
      { docId: 'guide/basic/server', lang: 'en', pageType: 'doc', routePath: '/guide/basic/server/', title: 'Dev server', description: '', content: 'Set server.proxy to forward.', toc: [] },
    ];
    const file = buildSearchIndex(pages, 'en');
    const fetchMock = jest.fn((url: string) => {
      if (url === '/i.json') return json(file);
      if (url.endsWith('/summaries.json')) return json(pages.map((page) => page.description));
      const page = pages[Number(/(\d+)\.txt$/.exec(url)![1])]!;
      return Promise.resolve(new Response(pageTextFile(page)));
    });
    const client = createSearchClient({ mode: 'local', indexUrl: '/i.json', remoteUrl: '', lang: 'en' }, fetchMock as unknown as typeof fetch);
    const titles = (groups: { hits: SearchHit[] }[]) => groups.flatMap((group) => group.hits.map((found) => found.title));
    expect(titles(await client.query('proxy', { waitForTexts: false }))).toEqual(['server.proxy']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(titles(await client.query('proxy'))).toEqual(['server.proxy', 'Dev server']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/i.json', `${file.texts}summaries.json`, `${file.texts}1.txt`]);
  });
});
