import { buildPageRecord, isPartial, type SourceFile } from '../../src/node/page-record';

const source = (overrides: Partial<SourceFile> & { frontmatter?: Record<string, unknown> }): SourceFile => ({
  contentPath: 'en/guide/start/quick-start.mdx',
  frontmatter: { title: 'Quick Start' },
  body: '## Requirements\n\nNode.js 16 or later is needed to run Rsbuild.',
  raw: '---\ntitle: Quick Start\n---\n',
  lastUpdated: '2024-06-26T03:30:33.000Z',
  ...overrides,
});

describe('page records', () => {
  it('describes a doc page', () => {
    const record = buildPageRecord(source({}));
    expect(record).toMatchObject({
      pagePath: 'content/en/guide/start/quick-start.mdx',
      relativePath: 'guide/start/quick-start.mdx',
      docId: 'guide/start/quick-start',
      pageType: 'doc',
      title: 'Quick Start',
      routePath: '/guide/start/quick-start/',
      lang: 'en',
      version: '',
      feeds: [],
      lastUpdated: '2024-06-26T03:30:33.000Z',
    });
    expect(record.toc).toEqual([{ text: 'Requirements', id: 'requirements', depth: 2, charIndex: 0 }]);
    expect(record.description).toBe('Node.js 16 or later is needed to run Rsbuild.');
  });

  it('routes Chinese pages under /zh and keeps the page type', () => {
    const record = buildPageRecord(source({ contentPath: 'zh/index.mdx', frontmatter: { title: '首页', pageType: 'home' } }));
    expect(record.routePath).toBe('/zh/');
    expect(record.pageType).toBe('home');
    expect(record.lang).toBe('zh');
  });

  it('stores dates as ISO text and lists the feeds a page belongs to', () => {
    const record = buildPageRecord(
      source({
        contentPath: 'zh/community/releases/v0-7.mdx',
        frontmatter: { title: 'Rsbuild 0.7', published_at: new Date('2024-05-28T00:00:00Z') },
      }),
    );
    expect(record.frontmatter.published_at).toBe('2024-05-28T00:00:00.000Z');
    expect(record.feeds.map((feed) => feed.url)).toEqual(['/zh/rss/releases-rss.xml', '/zh/rss/releases-atom.xml']);
    expect(record.feeds[0]).toMatchObject({ mime: 'application/rss+xml', language: 'zh-CN' });
  });

  it('treats option values as text', () => {
    const record = buildPageRecord(
      source({
        frontmatter: {
          title: 'output.dataUriLimit',
          option: 'output.dataUriLimit',
          type: 'number',
          default: 4096,
          subOptions: [{ name: 'output.dataUriLimit.svg', type: 'number', default: 4096 }],
        },
        body: '### dataUriLimit.svg\n\nLimit for SVG.',
      }),
    );
    expect(record.frontmatter.default).toBe('4096');
    expect(record.frontmatter.subOptions).toEqual([{ name: 'output.dataUriLimit.svg', type: 'number', default: '4096' }]);
  });

  it('knows partials', () => {
    expect(isPartial('en/shared/install.mdx')).toBe(true);
    expect(isPartial('en/guide/shared.mdx')).toBe(false);
  });
});

describe('page record errors name the file and line', () => {
  it('rejects a missing title', () => {
    expect(() => buildPageRecord(source({ frontmatter: {} }))).toThrow(
      'content/en/guide/start/quick-start.mdx: line 1: front matter needs a "title"',
    );
  });

  it('rejects an unknown front matter key at its line', () => {
    const raw = '---\ntitle: Quick Start\nsidebar_label: Start\n---\n';
    expect(() => buildPageRecord(source({ raw, frontmatter: { title: 'x', sidebar_label: 'Start' } }))).toThrow(
      /quick-start\.mdx: line 3: unknown front matter key "sidebar_label"/,
    );
  });

  it('rejects an unknown page type and an unknown feed', () => {
    expect(() => buildPageRecord(source({ frontmatter: { title: 'x', pageType: 'landing' } }))).toThrow(/pageType "landing"/);
    expect(() => buildPageRecord(source({ frontmatter: { title: 'x', linkRss: ['blog'] } }))).toThrow(/unknown feed "blog"/);
  });

  it('rejects a language folder that does not exist', () => {
    expect(() => buildPageRecord(source({ contentPath: 'fr/index.mdx' }))).toThrow(/first folder must be a language/);
  });

  it('requires a section for every sub-option', () => {
    const raw = '---\ntitle: x\noption: output.distPath\ntype: object\ndefault: "{}"\nsubOptions:\n  - name: output.distPath.root\n---\n';
    expect(() =>
      buildPageRecord(
        source({
          raw,
          frontmatter: {
            title: 'output.distPath',
            option: 'output.distPath',
            type: 'object',
            default: '{}',
            subOptions: [{ name: 'output.distPath.root', type: 'string', default: "'dist'" }],
          },
        }),
      ),
    ).toThrow(/line 6: sub-option output\.distPath\.root has no section; add a heading "### distPath\.root"/);
  });

  it('requires type and default on option pages', () => {
    expect(() => buildPageRecord(source({ frontmatter: { title: 'x', option: 'output.charset' } }))).toThrow(
      /an option page needs "type"/,
    );
  });

  it('takes "unset" only as true or false', () => {
    const raw = '---\ntitle: dev.progressBar\noption: dev.progressBar\ntype: boolean\ndefault: false\nunset: yes please\n---\n';
    const frontmatter = { title: 'x', option: 'dev.progressBar', type: 'boolean', default: 'false', unset: 'yes please' };
    expect(() => buildPageRecord(source({ raw, frontmatter }))).toThrow(/quick-start\.mdx: line 6: "unset" is true or false/);
    expect(buildPageRecord(source({ raw, frontmatter: { ...frontmatter, unset: true } })).frontmatter.unset).toBe(true);
  });
});
