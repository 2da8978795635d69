import { site } from '../../src/data/site';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { assembleMarkdown, bodyMarkdown, pageMarkdown, type MarkdownSource } from '../../src/node/page-markdown';
import { llmsFullTxtPath, llmsTxtPath, markdownPath } from '../../src/utils/markdown-path';

const md = (body: string, extra: Partial<MarkdownSource> = {}) =>
  pageMarkdown({ body, title: 'Page', lang: 'en', docId: 'guide/start/quick-start', ...extra });
const zh = (body: string, extra: Partial<MarkdownSource> = {}) => md(body, { lang: 'zh', ...extra });
const S = site.siteUrl;

describe('markdownPath', () => {
  it('maps a route to its .md URL', () => {
    expect(markdownPath('/config/server/port/')).toBe('/config/server/port.md');
    expect(markdownPath('/zh/guide/start/')).toBe('/zh/guide/start.md');
    expect(markdownPath('/guide/start/quick-start/#install')).toBe('/guide/start/quick-start.md');
  });

  it('gives the home pages their folder’s index.md', () => {
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('/zh/')).toBe('/zh/index.md');
    expect(markdownPath('/zh')).toBe('/zh/index.md');
  });

  it('names the llms files of each language', () => {
    expect([llmsTxtPath('en'), llmsTxtPath('zh')]).toEqual(['/llms.txt', '/zh/llms.txt']);
    expect([llmsFullTxtPath('en'), llmsFullTxtPath('zh')]).toEqual(['/llms-full.txt', '/zh/llms-full.txt']);
  });
});

describe('pageMarkdown', () => {
  it('starts with the title and keeps prose', () => {
    expect(md('Some *text* and `code`.\n')).toBe('# Page\n\nSome *text* and `code`.\n');
    expect(md('', { title: 'A <b> & *c*' })).toBe('# A \\<b\\> & \\*c\\*\n\n');
  });

  it('lists an option page’s type, default and version under the title', () => {
    const facts = { option: 'server.port', type: 'number', default: '3000', since: '0.5.0' };
    expect(md('Body.', { title: 'server.port', frontmatter: facts })).toBe(
      '# server.port\n\n- Type: `number`\n- Default: `3000`\n- Added in: v0.5.0\n\nBody.\n',
    );
    expect(zh('正文。', { title: 'server.port', frontmatter: { ...facts, since: '0.1.0' } })).toBe(
      '# server.port\n\n- 类型：`number`\n- 默认值：`3000`\n\n正文。\n',
    );
  });

  it('writes per-mode and unset defaults the way the page says them', () => {
    const perMode = md('', { frontmatter: { type: 'boolean', default: 'false', productionDefault: 'true' } });
    expect(perMode).toContain('- Default: `false` in development, `true` in production\n');
    const unset = md('', { frontmatter: { type: 'string', default: "'web'", unset: true } });
    expect(unset).toContain("- Default: none; in its place Rsbuild uses `'web'`\n");
  });

  it('turns callouts into blockquotes led by their label in the page’s language', () => {
    expect(md(':::tip\nUse it.\n:::\n')).toContain('> **TIP**\n>\n> Use it.\n');
    expect(zh(':::warning\n小心。\n:::\n')).toContain('> **警告**\n>\n> 小心。\n');
    expect(md(':::warning[Mind `x`]\nBody.\n:::\n')).toContain('> **WARNING: Mind `x`**\n>\n> Body.\n');
    expect(zh(':::details[展开]\n内容\n:::\n')).toContain('> **详细信息：展开**\n>\n> 内容\n');
    expect(md('<Callout type="note">Said.</Callout>\n')).toContain('> **NOTE**\n>\n> Said.\n');
  });

  it('writes each tab of a group as its own labelled part', () => {
    const out = md('<Tabs>\n  <Tab label="React">\n\n```ts\nreact();\n```\n\n  </Tab>\n  <Tab label="`vue`">\n\nVue text.\n\n  </Tab>\n</Tabs>\n');
    expect(out).toBe('# Page\n\n**React**\n\n```ts\nreact();\n```\n\n**`vue`**\n\nVue text.\n');
  });

  it('writes install commands as each manager’s command with its name', () => {
    expect(md('<PackageManagerTabs command="add -D @rsbuild/plugin-react" />\n')).toBe(
      '# Page\n\n- npm: `npm add -D @rsbuild/plugin-react`\n- yarn: `yarn add -D @rsbuild/plugin-react`\n' +
        '- pnpm: `pnpm add -D @rsbuild/plugin-react`\n- bun: `bun add -D @rsbuild/plugin-react`\n',
    );
    const object = md("<PackageManagerTabs\n  command={{\n    npm: 'npm create rsbuild@0.7',\n    bun: 'bun create rsbuild@0.7',\n  }}\n/>\n");
    expect(object).toBe('# Page\n\n- npm: `npm create rsbuild@0.7`\n- bun: `bun create rsbuild@0.7`\n');
    const twice = md("<PackageManagerTabs command={{ npm: 'npm add a' }} />\n<PackageManagerTabs command={{ npm: 'npm add b' }} />\n");
    expect(twice).toBe('# Page\n\n- npm: `npm add a`\n\n* npm: `npm add b`\n');
  });

  it('keeps the content of steps and the text of badges', () => {
    expect(md('<Steps>\n\n### Install\n\nRun it.\n\n</Steps>\n')).toBe('# Page\n\n### Install\n\nRun it.\n');
    expect(md('Status <Badge text="Experimental" /> here.\n')).toBe('# Page\n\nStatus **Experimental** here.\n');
  });

  it('keeps a code block’s language and title and drops the display flags', () => {
    expect(md('```ts title="rsbuild.config.ts" lineNumbers wrap\nexport default {};\n```\n')).toBe(
      '# Page\n\n```ts title="rsbuild.config.ts"\nexport default {};\n```\n',
    );
    expect(md('```\nplain\n```\n')).toBe('# Page\n\n```\nplain\n```\n');
  });

  it('makes links absolute to the site, with /zh on Chinese pages', () => {
    expect(md('[port](/config/server/port)')).toContain(`[port](${S}/config/server/port/)`);
    expect(zh('[端口](/config/server/port#default)')).toContain(`[端口](${S}/zh/config/server/port/#default)`);
    expect(md('[next](./features.mdx)')).toContain(`[next](${S}/guide/start/features/)`);
    expect(zh('[本节](#install)')).toContain(`[本节](${S}/zh/guide/start/quick-start/#install)`);
    expect(md('[feed](/rss/feed.xml) [ext](https://rspack.dev/)')).toContain(`[feed](${S}/rss/feed.xml) [ext](https://rspack.dev/)`);
    expect(md('![logo](/logo.svg)')).toContain(`![logo](${S}/logo.svg)`);
  });

  it('drops heading ids, imports, exports and expressions', () => {
    const out = zh("import X from 'x';\n\n## 快速上手 \\{#quick-start}\n\n{/* note */}\n\nexport const a = 1;\n\nText.\n");
    expect(out).toBe('# Page\n\n## 快速上手\n\nText.\n');
  });

  it('inlines imported partials where the page shows them', () => {
    const files: Record<string, string> = { '/c/en/shared/note.mdx': '---\ntitle: x\n---\n\nShared [link](/guide/) text.\n' };
    const out = md("import Note from '../../shared/note.mdx';\n\nBefore.\n\n<Note />\n\nAfter.\n", {
      absolutePath: '/c/en/guide/start/quick-start.mdx',
      readFile: (file) => files[file]!,
    });
    expect(out).toBe(`# Page\n\nBefore.\n\nShared [link](${S}/guide/) text.\n\nAfter.\n`);
  });

  it('writes a home page’s tagline, actions and feature cards', () => {
    const frontmatter = {
      hero: { text: 'Fast', tagline: 'Build it', actions: [{ text: 'Start', link: '/guide/start/' }] },
      features: [{ title: 'Rspack', details: 'Quick.', link: '/guide/start/features' }, { title: 'Plugins', details: 'Many.' }],
    };
    expect(zh('', { docId: 'index', title: '首页', frontmatter })).toBe(
      `# 首页\n\nBuild it\n\n- [Start](${S}/zh/guide/start/)\n\n## [Rspack](${S}/zh/guide/start/features/)\n\nQuick.\n\n## Plugins\n\nMany.\n`,
    );
  });

  it('keeps GFM tables and leaves no JSX behind', () => {
    const out = md('| a | b |\n| - | - |\n| `x` | <span>y</span> |\n\n<div>\n\nInside.\n\n</div>\n');
    expect(out).toBe('# Page\n\n| a | b |\n| - | - |\n| `x` | y |\n\nInside.\n');
  });

  it('names the file and place of MDX it cannot read', () => {
    expect(() => md('<Tabs>\n', { absolutePath: `${process.cwd()}/content/en/x.mdx` })).toThrow(/^content\/en\/x\.mdx: cannot write Markdown: .*Tabs.*\(1:1/);
  });
});

describe('bodyMarkdown', () => {
  // A build writes Markdown from the tree its article is then rendered from.
  const parse = (body: string) => unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(body);
  const body = ['## Set the port \\{#port}', '', ':::tip[Note]', 'See [the guide](./index).', ':::', '', '<Badge text="v0.7" />'].join('\n');

  it('leaves the tree as the parser made it', () => {
    const tree = parse(body);
    const before = structuredClone(tree);
    bodyMarkdown(tree, { lang: 'en', docId: 'guide/start/quick-start' });
    expect(tree).toEqual(before);
  });

  it('makes, with the title, what pageMarkdown makes of the body', () => {
    const source = { body, title: 'Page', lang: 'en' as const, docId: 'guide/start/quick-start' };
    expect(assembleMarkdown(source, bodyMarkdown(parse(body), source))).toBe(pageMarkdown(source));
    expect(pageMarkdown(source)).toContain('## Set the port\n');
  });
});
