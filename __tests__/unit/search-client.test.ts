import { createSearchClient, indexName, searchFiles } from '../../src/search/client';
import { buildSearchIndex, buildSearchTexts, type SearchablePage } from '../../src/node/search-index';
import { groupHits, textsUrlOf, type SearchHit } from '../../src/search/search';

const hit = (group: string, title: string): SearchHit => ({ type: 'title', title, statement: title, link: `/${title}/`, highlights: [], group });
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('search client', () => {
  it('names indexes and regroups hits', () => {
    expect(indexName('/search_index.zh.abc123.json', 'zh')).toBe('search_index.zh');
    const hits = [hit('Config', 'a'), hit('Config', 'b'), hit('Guide', 'c'), hit('Config', 'd'), hit('Guide', 'e'), hit('Config', 'f')];
    // The three best keep their order; later hits join their section's group, at most two per section.
    expect(groupHits(hits, 2)).toEqual([
      { group: 'Config', hits: [hits[0], hits[1]] },
      { group: 'Guide', hits: [hits[2], hits[4]] },
    ]);
    const mixed = [hit('Config', 'a'), hit('Plugins', 'b'), hit('Config', 'c'), hit('Config', 'd'), hit('Plugins', 'e')];
    expect(groupHits(mixed)).toEqual([
      { group: 'Config', hits: [mixed[0]] },
      { group: 'Plugins', hits: [mixed[1]] },
      { group: 'Config', hits: [mixed[2], mixed[3]] },
      { group: 'Plugins', hits: [mixed[4]] },
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

  const pages: SearchablePage[] = [
    { docId: 'config/server/proxy', lang: 'en', pageType: 'doc', routePath: '/config/server/proxy/', title: 'server.proxy', description: '', content: 'Forward requests.', toc: [] },
    { docId: 'guide/basic/server', lang: 'en', pageType: 'doc', routePath: '/guide/basic/server/', title: 'Dev server', description: '', content: 'Set server.proxy to forward.', toc: [] },
  ];
  const titles = (groups: { hits: SearchHit[] }[]) => groups.flatMap((group) => group.hits.map((found) => found.title));

  it('names the files local search loads: the index and its texts', () => {
    expect(textsUrlOf('/search_index.en.abc123.json')).toBe('/search_text.en.abc123.json');
    expect(searchFiles({ mode: 'local', indexUrl: '/search_index.en.abc123.json' })).toEqual(['/search_index.en.abc123.json', '/search_text.en.abc123.json']);
    expect(searchFiles({ mode: 'remote', indexUrl: '/search_index.en.abc123.json' })).toEqual([]);
  });

  it('loads the index and every page text in two requests at once, then answers each local query at once and in full', async () => {
    const requested: string[] = [];
    const fetchMock = jest.fn((url: string) => {
      requested.push(url);
      return json(url.includes('search_text') ? buildSearchTexts(pages) : buildSearchIndex(pages, 'en'));
    });
    const client = createSearchClient({ mode: 'local', indexUrl: '/search_index.en.1.json', remoteUrl: '', lang: 'en' }, fetchMock as unknown as typeof fetch);
    expect(client.answerNow('proxy')).toBeNull();
    const ready = client.ready();
    // Both are asked for before either answers.
    expect(requested).toEqual(['/search_text.en.1.json', '/search_index.en.1.json']);
    await ready;
    const answer = client.answerNow('proxy')!;
    expect(answer.complete).toBe(true);
    expect(titles(answer.groups)).toEqual(['server.proxy', 'Dev server']);
    expect(titles(await client.query('forward'))).toEqual(['server.proxy', 'Dev server']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers from titles and headings while the texts are slow, and in full once they are in', async () => {
    let sendTexts: () => void = () => {};
    const fetchMock = jest.fn((url: string) =>
      url.includes('search_text') ? new Promise<Response>((resolve) => (sendTexts = () => resolve(new Response(JSON.stringify(buildSearchTexts(pages)))))) : json(buildSearchIndex(pages, 'en')),
    );
    const client = createSearchClient({ mode: 'local', indexUrl: '/search_index.en.1.json', remoteUrl: '', lang: 'en' }, fetchMock as unknown as typeof fetch);
    await client.ready();
    const first = client.answerNow('proxy')!;
    expect(first.complete).toBe(false);
    expect(titles(first.groups)).toEqual(['server.proxy']);
    sendTexts();
    await client.texts();
    expect(client.answerNow('proxy')).toMatchObject({ complete: true });
  });

  it('logs texts that fail to load, answers without them, and asks again the next time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let textsStatus = 503;
    const fetchMock = jest.fn((url: string) => (url.includes('search_text') ? json(buildSearchTexts(pages), textsStatus) : json(buildSearchIndex(pages, 'en'))));
    const client = createSearchClient({ mode: 'local', indexUrl: '/search_index.en.1.json', remoteUrl: '', lang: 'en' }, fetchMock as unknown as typeof fetch);
    await client.texts();
    expect(error).toHaveBeenCalledWith('Could not load the page texts for search:', expect.any(Error));
    expect(client.answerNow('proxy')).toEqual({ groups: [expect.objectContaining({ group: 'Config' })], complete: true });
    textsStatus = 200;
    await client.ready();
    await client.texts();
    expect(titles(client.answerNow('proxy')!.groups)).toEqual(['server.proxy', 'Dev server']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});
