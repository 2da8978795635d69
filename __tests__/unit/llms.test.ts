import { site } from '../../src/data/site';
import { llmsFullTxt, llmsSections, llmsTxt, type MarkdownPage } from '../../src/node/markdown-files';
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
