import { buildSearchIndex, buildSearchTexts, type SearchablePage } from '../../src/node/search-index';
import { normalizeText } from '../../src/search/normalize';
import { addTexts, createEngine, hitKey, keepShownHits, occurrences, search, searchNow, snippetAround, type SearchEngine, type SearchGroup, type SearchHit } from '../../src/search/search';
import { tokenize } from '../../src/search/tokenize';

const page = (lang: 'en' | 'zh', docId: string, title: string, content: string, toc: SearchablePage['toc'] = [], description = ''): SearchablePage => ({
  docId,
  lang,
  pageType: 'doc',
  routePath: `${lang === 'zh' ? '/zh' : ''}/${docId}/`,
  title,
  description,
  content,
  toc,
});

/** The title of the first hit the dialog shows for `query`. */
const topTitle = async (engine: SearchEngine, query: string) => (await search(engine, query)).flatMap((group) => group.hits)[0]?.title;

function engineOf(pages: SearchablePage[], lang: 'en' | 'zh'): SearchEngine {
  // Through JSON, as the browser reads the files.
  return createEngine(JSON.parse(JSON.stringify(buildSearchIndex(pages, lang))), JSON.parse(JSON.stringify(buildSearchTexts(pages))));
}

const en = engineOf(
  [
    page('en', 'config/output/data-uri-limit', 'output.dataUriLimit', 'Files under the limit are inlined as data URIs. Bigger files are emitted.', [
      { id: 'one-limit', text: 'One limit for every asset type', charIndex: -1 },
    ]),
    page('en', 'config/output/asset-prefix', 'output.assetPrefix', 'The URL prefix of every asset in production. See dataUriLimit for inlining.', [
      { id: 'cdn', text: 'Serving from a CDN', charIndex: 0 },
    ]),
    page('en', 'guide/start/quick-start', 'Quick Start', 'Run the configuration wizard. '.repeat(12) + 'Rsbuild reads rsbuild.config.ts from the project root.', [
      { id: 'requirements', text: 'Requirements', charIndex: 0 },
      { id: 'the-configuration-file', text: 'The configuration file', charIndex: 348 },
    ]),
    page('en', 'community/releases/v0-7', 'Rsbuild 0.7', 'Less and Sass moved into plugins. Café crème.'),
  ],
  'en',
);

describe('normalizeText', () => {
  it('lowercases, strips accents and reads name joiners as spaces, one unit per unit', () => {
    expect(normalizeText('Café CRÈME')).toBe('cafe creme');
    expect(normalizeText('output.dataUriLimit')).toBe('output datauri­limit'.replace('\u00ad', ''));
    expect(normalizeText('html.template')).toBe('html template');
    const mixed = 'Ünïcode ✓ 你好 🚀';
    expect(normalizeText(mixed)).toHaveLength(mixed.length);
  });

  it('keeps the marks of Cyrillic letters', () => {
    expect(normalizeText('Йод ёжик')).toBe('йод ёжик');
  });
});

describe('tokenize', () => {
  it('splits names and camelCase', () => {
    expect(tokenize('output.dataUriLimit')).toEqual(['output', 'dataurilimit', 'data', 'uri', 'limit']);
    expect(tokenize('HTMLPlugin', { camelParts: false })).toEqual(['htmlplugin']);
  });

  it('gives each CJK character and each pair of neighbours, mixed with words', () => {
    expect(tokenize('使用Rsbuild构建')).toEqual(['使', '用', '使用', 'rsbuild', '构', '建', '构建']);
    expect(tokenize('热更新')).toEqual(['热', '更', '新', '热更', '更新']);
  });
});

describe('snippets and ranges', () => {
  it('finds every occurrence', () => {
    expect(occurrences('a b a b', 'b')).toEqual([
      [2, 3],
      [6, 7],
    ]);
    expect(occurrences('abc', '')).toEqual([]);
  });

  it('cuts about 100 characters around the match, at spaces, with offsets to move ranges', () => {
    const text = `${'word '.repeat(60)}MATCH${' after'.repeat(40)}`;
    const start = text.indexOf('MATCH');
    const snippet = snippetAround(text, start, start + 5);
    expect(snippet.text.length).toBeGreaterThan(80);
    expect(snippet.text.length).toBeLessThanOrEqual(102);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.slice(start - snippet.offset, start + 5 - snippet.offset)).toBe('MATCH');
    expect(snippetAround('short text', 0, 5)).toEqual({ text: 'short text', offset: 0 });
  });

  it('shows the blocks beside the match whole or not at all', () => {
    const text = ['A long paragraph that ends well before the match is reached, with many words', 'Value · Output', 'a MATCH · written as given without escaping', 'Another paragraph follows the table and goes on for quite a while longer'].join('\n');
    const start = text.indexOf('MATCH');
    const snippet = snippetAround(text, start, start + 5);
    expect(snippet.text).toBe('Value · Output\na MATCH · written as given without escaping');
    expect(snippet.text.slice(start - snippet.offset, start + 5 - snippet.offset)).toBe('MATCH');
  });

  it('leaves out a cell separator at either cut', () => {
    const row = `${'first cell with words '.repeat(3)}· econd cell MATCH here is · ${'third cell with words '.repeat(4)}`;
    const start = row.indexOf('MATCH');
    expect(snippetAround(row, start, start + 5, 48).text).toBe('…econd cell MATCH here is · third cell with…');
    for (let length = 20; length <= 90; length++) {
      const { text } = snippetAround(row, start, start + 5, length);
      expect(text).not.toMatch(/^…· | ·…$/);
    }
  });
});

describe('search', () => {
  it('puts the page whose title holds the query first, with the match highlighted', async () => {
    const [config] = await search(en, 'dataUriLimit');
    expect(config!.group).toBe('Config');
    expect(config!.hits[0]).toEqual({
      type: 'title',
      title: 'output.dataUriLimit',
      group: 'Config',
      statement: 'output.dataUriLimit',
      link: '/config/output/data-uri-limit/',
      highlights: [[7, 19]],
    });
    expect(config!.hits[1]).toMatchObject({ type: 'content', link: '/config/output/asset-prefix/#cdn' });
  });

  it('links heading hits to the heading and content hits to their section', async () => {
    const [guide] = await search(en, 'configuration file');
    expect(guide!.hits[0]).toMatchObject({ type: 'header', statement: 'The configuration file', link: '/guide/start/quick-start/#the-configuration-file' });
    const content = (await search(en, 'project root'))[0]!.hits[0]!;
    expect(content).toMatchObject({ type: 'content', header: 'The configuration file', link: '/guide/start/quick-start/#the-configuration-file' });
    expect(content.statement.slice(content.highlights[0]![0], content.highlights[0]![1])).toBe('project root');
  });

  it('ranks a title that is the query, then one holding it as a word, above one holding it inside a name', async () => {
    const pages = [
      page('en', 'config/html/template-parameters', 'html.templateParameters', 'Values for the template.'),
      page('en', 'config/output/inject-styles', 'output.injectStyles', 'Inject styles with style tags.'),
      page('en', 'config/html/inject', 'html.inject', 'Where the tags go.'),
      page('en', 'config/html/template', 'html.template', 'The template file.'),
    ];
    const engine = engineOf(pages, 'en');
    const first = async (query: string) => (await search(engine, query))[0]!.hits.slice(0, 2).map((hit) => hit.title);
    expect(await first('html.template')).toEqual(['html.template', 'html.templateParameters']);
    expect(await first('template')).toEqual(['html.template', 'html.templateParameters']);
    expect((await first('inject'))[0]).toBe('html.inject');
  });

  it('ranks an option whose name ends with the query above a title that has it as a word', async () => {
    const pages = [
      page('en', 'guide/basic/configure-rspack', 'Configure Rspack', 'Rspack, rspack and more Rspack: tools.rspack or tools.bundlerChain.'),
      page('en', 'config/tools/rspack', 'tools.rspack', 'Change the config.'),
    ];
    const engine = engineOf(pages, 'en');
    expect((await search(engine, 'rspack'))[0]!.hits[0]!.title).toBe('tools.rspack');
  });

  it('puts the page whose title is the query first, whatever its spelling of the name', async () => {
    const pages = [
      page('en', 'guide/start/index', 'Introduction', 'Rsbuild writes a source map for each bundle. Source map files end in .map.'),
      page('en', 'guide/debug/build-profiling', 'Build profiling', 'Use a source map to read the profile. source map, source map.', [{ id: 'source-maps', text: 'Source maps in profiles', charIndex: 0 }]),
      page('en', 'config/output/source-map', 'output.sourceMap', 'Whether to emit .map files.'),
      page('en', 'config/output/css-modules', 'output.cssModules', 'Options of CSS Modules.'),
      page('en', 'guide/basic/css-modules', 'CSS Modules', 'Class names scoped to a file.'),
    ];
    const engine = engineOf(pages, 'en');
    for (const query of ['source map', 'sourcemap', 'output.sourceMap', 'SourceMap', 'source-map']) expect(await topTitle(engine, query)).toBe('output.sourceMap');
    expect(await topTitle(engine, 'css modules')).toBe('CSS Modules');
    expect(await topTitle(engine, 'cssModules')).toBe('output.cssModules');
    const hit = (await search(engine, 'source map'))[0]!.hits[0]!;
    expect(hit.statement.slice(...hit.highlights[0]!)).toBe('sourceMap');
  });

  it('ranks pages by how much of a plain-language query their title covers', async () => {
    const pages = [
      page('en', 'config/server/host', 'server.host', 'The host the dev server listens on. Change it to 0.0.0.0.'),
      page('en', 'config/server/port', 'server.port', 'The port of the dev server, 3000 by default.'),
      page('en', 'guide/basic/server', 'Dev server', 'Rsbuild starts a dev server. To change the port, set server.port.'),
    ];
    const engine = engineOf(pages, 'en');
    // Each page holds every word somewhere; server.port's title holds them all.
    expect(await topTitle(engine, 'the server port')).toBe('server.port');
    expect(await topTitle(engine, 'change the port')).toBe('server.port');
    // All three hold `dev server` in their text; the title with both words comes first.
    expect(await topTitle(engine, 'dev server')).toBe('Dev server');
  });

  it('prefers a page that holds every word of a plain-language query', async () => {
    const pages = [
      page('en', 'guide/start/npm-packages', 'Packages', 'Plugins, plugins and more plugins: the React plugin, the Vue plugin.', [{ id: 'framework-plugins', text: 'Framework plugins', charIndex: 0 }]),
      page('en', 'plugins/dev/index', 'Plugin development', 'Write a plugin in a few lines.'),
    ];
    expect(await topTitle(engineOf(pages, 'en'), 'write a plugin')).toBe('Plugin development');
  });

  it('looks up the short form the docs use for a long word', async () => {
    const pages = [
      page('en', 'plugins/dev/core', 'Plugin API', 'The API of a plugin.'),
      page('en', 'config/dev/setup-middlewares', 'dev.setupMiddlewares', 'Mock an API while you develop.'),
    ];
    expect(await topTitle(engineOf(pages, 'en'), 'mock an api in development')).toBe('dev.setupMiddlewares');
  });

  it('forgives a one-letter typo in words of four letters or more only', async () => {
    const pages = [
      page('en', 'config/server/proxy', 'server.proxy', 'Forward requests to another server.'),
      page('en', 'guide/basic/tailwindcss', 'Tailwind CSS', 'Utility classes.'),
      page('en', 'config/html/tags', 'html.tags', 'Extra tags.'),
    ];
    const engine = engineOf(pages, 'en');
    expect(await topTitle(engine, 'proxi')).toBe('server.proxy');
    expect(await topTitle(engine, 'porxy')).toBe('server.proxy');
    expect(await topTitle(engine, 'tailwnd')).toBe('Tailwind CSS');
    expect(await topTitle(engine, 'tagz')).toBe('html.tags');
    // In three letters one typo is a third of the word: `tgs` is not read as `tags`.
    expect(await topTitle(engine, 'tgs')).toBeUndefined();
  });

  it('finds partial words and small typos', async () => {
    expect((await search(en, 'assetPre'))[0]!.hits[0]!.title).toBe('output.assetPrefix');
    expect((await search(en, 'dataUriLimt'))[0]!.hits[0]!.title).toBe('output.dataUriLimit');
    expect((await search(en, 'cafe'))[0]!.hits[0]!.title).toBe('Rsbuild 0.7');
  });

  it('groups by section and keeps at most the limit per group', async () => {
    const groups = await search(en, 'the', 1);
    expect(groups.every((group) => group.hits.length <= 1)).toBe(true);
    expect((await search(en, 'rsbuild')).map((group) => group.group)).toEqual(['Community', 'Guide']);
  });

  it('answers nothing for an empty query or one with nothing to search', async () => {
    expect(await search(en, '   ')).toEqual([]);
    expect(await search(en, '🚀🚀')).toEqual([]);
    expect(await search(en, 'zzqqxx')).toEqual([]);
  });

  it('survives long queries, regex characters and mixed scripts', async () => {
    const started = Date.now();
    await expect(search(en, 'asset '.repeat(1000))).resolves.toBeInstanceOf(Array);
    await expect(search(en, '.*+?^${}()|[]\\/ (a|b')).resolves.toBeInstanceOf(Array);
    await expect(search(en, 'Rsbuild 构建 🚀 ёжик')).resolves.toBeInstanceOf(Array);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('summaries', () => {
  it('let a page whose heading holds part of the query answer by a summary holding all of it', async () => {
    const engine = engineOf(
      [
        page('en', 'community/releases/v0-7', 'Rsbuild 0.7', 'Adds Subresource Integrity and more.'),
        page('en', 'config/security/sri', 'security.sri', 'Hashes for script tags.', [{ id: 'which-tags', text: 'Which tags get an integrity attribute', charIndex: 0 }], 'Add Subresource Integrity hashes to script tags.'),
      ],
      'en',
    );
    const hits = (await search(engine, 'subresource integrity')).flatMap((group) => group.hits);
    expect(hits[0]).toMatchObject({ title: 'security.sri', type: 'content', link: '/config/security/sri/' });
    // A summary holding only part of the query does not replace the heading.
    expect((await search(engine, 'integrity attribute')).flatMap((group) => group.hits)[0]).toMatchObject({ type: 'header', link: '/config/security/sri/#which-tags' });
  });
});

describe('Chinese search', () => {
  const zh = engineOf(
    [
      page('zh', 'guide/start/index', '介绍', 'Rsbuild 是一个构建工具，支持热更新。', [{ id: 'why', text: '为什么选择 Rsbuild', charIndex: 0 }]),
      page('zh', 'config/dev/hmr', 'dev.hmr', '模块热更新在开发模式下默认开启。'),
      page('zh', 'config/dev/client', 'dev.client', '热水与更新无关。'),
    ],
    'zh',
  );

  it('ranks pages holding the query as typed above pages holding only part of it', async () => {
    const hits = (await search(zh, '热更新')).flatMap((group) => group.hits);
    expect(hits.slice(0, 2).map((hit) => hit.title).sort()).toEqual(['dev.hmr', '介绍']);
    // 热水与更新无关 holds 更新 but not 热更新.
    expect(hits.slice(2).map((hit) => hit.title)).toEqual(['dev.client']);
    expect(hits[2]!.statement.slice(...hits[2]!.highlights[0]!)).toBe('更新');
    const single = (await search(zh, '构')).flatMap((group) => group.hits);
    expect(single.map((hit) => hit.title)).toEqual(['介绍']);
    expect(single[0]!.statement.slice(...single[0]!.highlights[0]!)).toBe('构');
  });

  it('prefers a page where the characters stand together, as a word', async () => {
    const engine = engineOf(
      [
        page('zh', 'guide/a', '甲', '热水的更新与刷新。'.repeat(6) + '热更新'),
        page('zh', 'guide/b', '乙', '模块热更新，热更新失败时刷新页面。'),
      ],
      'zh',
    );
    expect((await search(engine, '热更新'))[0]!.hits.map((hit) => hit.title)).toEqual(['乙', '甲']);
  });

  it('meets an option page through its summary, which counts as a heading', async () => {
    const engine = engineOf(
      [
        page('zh', 'guide/basic/server', '开发服务器', '开发服务器可以转发请求。', [{ id: 'routes', text: '请求的代理路径', charIndex: 0 }]),
        page('zh', 'config/server/proxy', 'server.proxy', '把请求转发到其他服务器。', [], '为开发服务器配置请求代理。'),
      ],
      'zh',
    );
    const hits = (await search(engine, '请求代理')).flatMap((group) => group.hits);
    expect(hits[0]).toMatchObject({ title: 'server.proxy', type: 'content', statement: '为开发服务器配置请求代理。', link: '/zh/config/server/proxy/' });
    expect(hits[0]!.statement.slice(...hits[0]!.highlights[0]!)).toBe('请求代理');
  });

  it('finds Chinese queries that mix words and characters in part', async () => {
    const hits = (await search(zh, '如何开启热更新')).flatMap((group) => group.hits);
    expect(hits[0]!.title).toBe('dev.hmr');
  });

  it('matches headings and section names in Chinese', async () => {
    const [guide] = await search(zh, '为什么');
    expect(guide).toEqual({ group: '指南', hits: [expect.objectContaining({ type: 'header', link: '/zh/guide/start/index/#why' })] });
  });
});

describe('answers that grow', () => {
  const titles = (groups: SearchGroup[]) => groups.flatMap((group) => group.hits.map((hit) => hit.title));

  it('answers from titles and headings before the page texts are in, and in full once they are', () => {
    const pages = [
      page('en', 'config/server/proxy', 'server.proxy', 'Forward requests.'),
      page('en', 'guide/basic/server', 'Dev server', 'Set server.proxy to forward requests.', [], 'The dev server.'),
    ];
    const engine = createEngine(JSON.parse(JSON.stringify(buildSearchIndex(pages, 'en'))));
    const first = searchNow(engine, 'proxy');
    expect(first.complete).toBe(false);
    expect(titles(first.groups)).toEqual(['server.proxy']);
    addTexts(engine, buildSearchTexts(pages));
    const full = searchNow(engine, 'proxy');
    expect(full.complete).toBe(true);
    expect(titles(full.groups)).toEqual(['server.proxy', 'Dev server']);
    expect(searchNow(engine, '   ')).toEqual({ groups: [], complete: true });
  });

  it('keeps the hits shown in place and order: later ones join after them in their group', () => {
    const hit = (group: string, link: string, type: SearchHit['type'] = 'title'): SearchHit => ({ type, title: link, statement: link, link, highlights: [], group });
    const shown = [
      { group: 'Config', hits: [hit('Config', '/a/'), hit('Config', '/b/#x', 'header')] },
      { group: 'Guide', hits: [hit('Guide', '/c/')] },
    ];
    // The fuller answer ranks a new hit first, lists page /b/ by another hit, and brings a new group.
    const next = [
      { group: 'API', hits: [hit('API', '/e/')] },
      { group: 'Config', hits: [hit('Config', '/d/', 'content'), hit('Config', '/a/'), hit('Config', '/b/', 'content')] },
      { group: 'Guide', hits: [hit('Guide', '/c/')] },
    ];
    const kept = keepShownHits(shown, next);
    expect(kept.map((group) => [group.group, group.hits.map(hitKey)])).toEqual([
      ['Config', ['title /a/', 'header /b/#x', 'content /d/']],
      ['Guide', ['title /c/']],
      ['API', ['title /e/']],
    ]);
    expect(keepShownHits(shown, next, 2)[0]!.hits.map(hitKey)).toEqual(['title /a/', 'header /b/#x']);
  });
});

describe('queryVariants', () => {
  const { queryVariants } = jest.requireActual('../../src/search/search') as typeof import('../../src/search/search');
  const table = [['directory', 'folder'], ['output', 'dist'], ['输出', '产物'], ['目录', '文件夹']];

  it('swaps one word of a synonym group at a time, whole words only', () => {
    expect(queryVariants('output directory', table)).toEqual(['dist directory', 'output folder']);
    expect(queryVariants('outputs directory', table)).toEqual(['outputs folder']);
  });

  it('swaps CJK words as written', () => {
    expect(queryVariants('如何配置输出目录', table)).toEqual(['如何配置产物目录', '如何配置输出文件夹']);
  });

  it('leaves dotted and camelCase names as typed', () => {
    expect(queryVariants('output.distPath', table)).toEqual([]);
    expect(queryVariants('outputDirectory', table)).toEqual([]);
  });
});
