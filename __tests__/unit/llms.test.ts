import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { site } from '../../src/data/site';
import { llmsFullTxt, llmsSections, llmsTxt, serveMarkdownFiles, type MarkdownPage } from '../../src/node/markdown-files';
import { routeForDoc } from '../../src/utils/paths';

const page = (docId: string, lang: 'en' | 'zh', extra: Partial<MarkdownPage> = {}): MarkdownPage => ({
  title: `T ${docId}`,
  description: `About ${docId}.`,
  routePath: routeForDoc(docId, lang),
  lang,
  docId,
  pageType: 'doc',
  frontmatter: null,
  parent: docId,
  ...extra,
});

// Out of sidebar order on purpose; `index` and `extra/page` are in no sidebar.
const docs = ['config/server/port', 'extra/page', 'guide/start/quick-start', 'index', 'guide/start/index'];
const pages = [
  ...docs.map((docId) => page(docId, 'en', docId === 'index' ? { pageType: 'home', title: 'Home [x]' } : {})),
  ...docs.map((docId) => page(docId, 'zh', docId === 'index' ? { pageType: 'home' } : {})),
];

describe('llms.txt', () => {
  it('lists the pages of a language by sidebar section, in sidebar order, then the others', () => {
    const sections = llmsSections(pages, 'zh').map((section) => [section.title, section.pages.map((p) => p.docId)]);
    expect(sections).toEqual([
      ['指南', ['guide/start/index', 'guide/start/quick-start']],
      ['配置', ['config/server/port']],
      ['其他', ['index', 'extra/page']],
    ]);
  });

  it('has the llmstxt.org shape with absolute links to each page’s Markdown', () => {
    const text = llmsTxt(pages, 'en');
    expect(text.startsWith('# Rsbuild\n\n> The Rspack powered build tool\n\n')).toBe(true);
    expect(text).toContain(`## Guide\n\n- [T guide/start/index](${site.siteUrl}/guide/start.md): About guide/start/index.\n`);
    expect(text).toContain(`## Other\n\n- [Home \\[x\\]](${site.siteUrl}/index.md): About index.\n`);
    expect(llmsTxt(pages, 'zh')).toContain(`- [T config/server/port](${site.siteUrl}/zh/config/server/port.md): About config/server/port.\n`);
    expect(text.match(/^## /gm)).toHaveLength(3);
  });

  it('puts every page’s Markdown in one file, in the same order', () => {
    const full = llmsFullTxt(pages, 'en', (p) => `# ${p.title}\n\nBody.\n`);
    const titles = full.match(/^# .*$/gm);
    expect(titles).toEqual(['# T guide/start/index', '# T guide/start/quick-start', '# T config/server/port', '# Home [x]', '# T extra/page']);
  });
});

describe('Markdown in gatsby develop', () => {
  type Handler = (request: { path: string }, response: { writeHead: jest.Mock; end: jest.Mock }) => void;

  it('answers each page’s .md and the llms files from the MDX as it is at the request', () => {
    const mdx: Record<string, { body: string; internal: { contentFilePath: string } }> = {
      'en-port': { body: 'Listens on `3000`.', internal: { contentFilePath: '/none/port.mdx' } },
      'zh-port': { body: '监听 `3000`。', internal: { contentFilePath: '/none/port.mdx' } },
    };
    const records = [
      page('config/server/port', 'en', { parent: 'en-port', title: 'server.port' }),
      page('config/server/port', 'zh', { parent: 'zh-port', title: 'server.port' }),
    ];
    // A build's copy, which the development server would otherwise serve first.
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-public-'));
    const stale = path.join(publicDir, 'zh/config/server/port.md');
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, '# old');
    const routes: [RegExp, Handler][] = [];
    serveMarkdownFiles(
      { get: (pattern, handler) => routes.push([pattern, handler as never]) },
      (() => records) as never,
      ((id: string) => mdx[id]) as never,
      publicDir,
    );
    expect(fs.existsSync(stale)).toBe(false);
    fs.rmSync(publicDir, { recursive: true });
    const get = (url: string) => {
      const route = routes.find(([pattern]) => pattern.test(url));
      if (!route) return null;
      const response = { writeHead: jest.fn(), end: jest.fn() };
      route[1]({ path: url }, response);
      return { status: response.writeHead.mock.calls[0]![0] as number, body: response.end.mock.calls[0]![0] as string };
    };

    expect(get('/zh/config/server/port.md')).toEqual({ status: 200, body: '# server.port\n\n监听 `3000`。\n' });
    mdx['en-port']!.body = 'Listens on `8080`.';
    expect(get('/config/server/port.md')!.body).toContain('`8080`');
    expect(get('/config/server/nope.md')!.status).toBe(404);
    expect(get('/zh/llms.txt')!.body).toContain(`(${site.siteUrl}/zh/config/server/port.md)`);
    expect(get('/llms-full.txt')!.body).toContain('# server.port\n\nListens on `8080`.');
    expect(get('/fr/llms.txt')!.status).toBe(404);
    expect(get('/guide/start/')).toBeNull();
  });
});
