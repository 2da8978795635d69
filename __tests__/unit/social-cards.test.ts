import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import sharp from 'sharp';
import { sidebars } from '../../src/data/sidebars';
import { site } from '../../src/data/site';
import type { SidebarSourceItem, SidebarKey } from '../../src/data/types';
import { cardColors, cardElement, cardTexts, readTokens, TITLE_BOX, type CardNode } from '../../src/node/social-cards/card';
import { fontPackageDir, parseSubsets, parseUnicodeRange, subsetsFor } from '../../src/node/social-cards/fonts';
import { cardKey, cardSvg, drawCard, fontsForCards, type CardJob } from '../../src/node/social-cards';
import { drawInBackground } from '../../src/node/social-cards/background';
import { cardInputs, sectionTrail, type CardInput } from '../../src/node/social-cards/inputs';
import { breakPieces, fitText, textWidth, wrapText } from '../../src/node/social-cards/text-fit';
import { cardPath, cardUrlFor } from '../../src/utils/social-card';
import { contentFiles } from '../support/config-examples';

const ROOT = path.resolve(__dirname, '../..');
const tokens = readTokens(fs.readFileSync(path.join(ROOT, 'src/styles/tokens.css'), 'utf8'));
const colors = cardColors(tokens);
const LOGO = `data:image/svg+xml;base64,${fs.readFileSync(path.join(ROOT, 'static/logo.svg')).toString('base64')}`;

const input = (over: Partial<CardInput> = {}): CardInput => ({
  file: '/og/config/server/port.png',
  route: '/config/server/port/',
  lang: 'en',
  title: 'server.port',
  trail: ['Config', 'server'],
  ...over,
});

/** The text rows of a card: each is a div whose only child is its text. */
function rows(node: CardNode): { text: string; fontSize: number }[] {
  const children = node.props.children;
  if (typeof children === 'string') return [{ text: children, fontSize: Number(node.props.style?.fontSize) }];
  return (children ?? []).flatMap((child) => (typeof child === 'string' ? [] : rows(child)));
}

describe('card paths', () => {
  it('maps a route to its PNG under /og/', () => {
    expect(cardPath('/config/server/port/')).toBe('/og/config/server/port.png');
    expect(cardPath('/zh/guide/start/')).toBe('/og/zh/guide/start.png');
    expect(cardPath('/')).toBe('/og/index.png');
    expect(cardPath('/zh/')).toBe('/og/zh/index.png');
  });

  it('gives a page that is not indexed the home card of its language, on the site URL', () => {
    expect(cardUrlFor('/guide/start/', true)).toBe(`${site.siteUrl}/og/guide/start.png`);
    expect(cardUrlFor('/404/', false)).toBe(`${site.siteUrl}/og/index.png`);
    expect(cardUrlFor('/zh/404/', false)).toBe(`${site.siteUrl}/og/zh/index.png`);
  });
});

describe('card inputs', () => {
  it('names the section and the sidebar group of a page in its language', () => {
    expect(sectionTrail({ docId: 'config/server/port', lang: 'en', title: 'server.port' }, sidebars)).toEqual(['Config', 'server']);
    expect(sectionTrail({ docId: 'guide/start/quick-start', lang: 'zh', title: '快速上手' }, sidebars)).toEqual(['指南', '开始']);
    expect(sectionTrail({ docId: 'plugins/list/plugin-react', lang: 'zh', title: 'React 插件' }, sidebars)[0]).toBe('插件');
  });

  it('leaves out a group named like the page, and groups of pages outside any sidebar', () => {
    expect(sectionTrail({ docId: 'community/releases/index', lang: 'en', title: 'Releases' }, sidebars)).toEqual(['Community']);
    expect(sectionTrail({ docId: 'config/index', lang: 'en', title: 'Config Overview' }, sidebars)).toEqual(['Config']);
    const nested: Partial<Record<SidebarKey, SidebarSourceItem[]>> = {
      guide: [{ group: { en: 'Outer', zh: '外' }, items: [{ group: { en: 'Inner', zh: '内' }, items: ['guide/a/b'] }] }],
    };
    expect(sectionTrail({ docId: 'guide/a/b', lang: 'zh', title: 'B' }, nested)).toEqual(['指南', '外', '内']);
    expect(sectionTrail({ docId: 'guide/not/listed', lang: 'en', title: 'X' }, nested)).toEqual(['Guide']);
  });

  it('gives the home pages no trail and every page its card path', () => {
    const [home, doc] = cardInputs(
      [
        { docId: 'index', lang: 'zh', routePath: '/zh/', pageType: 'home', title: '由 Rspack 驱动的构建工具' },
        { docId: 'config/server/port', lang: 'en', routePath: '/config/server/port/', pageType: 'doc', title: 'server.port' },
      ],
      sidebars,
    );
    expect(home).toEqual({ file: '/og/zh/index.png', route: '/zh/', lang: 'zh', title: '由 Rspack 驱动的构建工具', trail: [] });
    expect(doc!.trail).toEqual(['Config', 'server']);
  });
});

describe('text fitting', () => {
  it('measures CJK characters as one em and Latin by the font’s advances', () => {
    expect(textWidth('快速上手', 50)).toBe(200);
    expect(textWidth('iW', 100)).toBeCloseTo(30.4 + 91.5, 0);
  });

  it('breaks after spaces and between Chinese words, keeping punctuation with the word before it', () => {
    const text = '从 Modern.js Builder 迁移，快速上手';
    expect(breakPieces(text)).toEqual(['从 ', 'Modern.js ', 'Builder ', '迁移，', '快速', '上手']);
    expect(breakPieces(text).join('')).toBe(text);
  });

  it('keeps a short title at the largest size on one line', () => {
    expect(fitText('server.port', TITLE_BOX)).toEqual({ fontSize: TITLE_BOX.sizes[0], lines: ['server.port'], truncated: false });
  });

  it('breaks a long option name after a dot rather than inside a word', () => {
    const fitted = fitText('output.cssModules.exportLocalsConvention', TITLE_BOX);
    expect(fitted.lines).toEqual(['output.cssModules.', 'exportLocalsConvention']);
  });

  it('shrinks a long title so its lines fit the box, and cuts one that fits at no size', () => {
    const long = '开发服务器与预览服务器，一个很长的标题用来检查换行与缩小字号';
    const fitted = fitText(long, TITLE_BOX);
    expect(fitted.fontSize).toBeLessThan(TITLE_BOX.sizes[0]!);
    expect(fitted.lines.join('')).toBe(long);
    expect(fitted.lines.length * fitted.fontSize * TITLE_BOX.lineHeight).toBeLessThanOrEqual(TITLE_BOX.height);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize)).toBeLessThanOrEqual(TITLE_BOX.width);

    const endless = fitText('A title that goes on and on '.repeat(10), TITLE_BOX);
    expect(endless.truncated).toBe(true);
    expect(endless.fontSize).toBe(TITLE_BOX.sizes.at(-1));
    expect(endless.lines.at(-1)).toMatch(/…$/);
    expect(endless.lines.length * endless.fontSize * TITLE_BOX.lineHeight).toBeLessThanOrEqual(TITLE_BOX.height);
    for (const line of endless.lines) expect(textWidth(line, endless.fontSize)).toBeLessThanOrEqual(TITLE_BOX.width);
  });

  it('balances the lines, so a title never ends in a lone character or word', () => {
    const chinese = fitText('由 Rspack 驱动的构建工具', TITLE_BOX).lines;
    expect(chinese).toHaveLength(2);
    expect(chinese.join('')).toBe('由 Rspack 驱动的构建工具');
    expect(chinese[1]!.length).toBeGreaterThanOrEqual(4);
    expect(chinese[0]).not.toMatch(/驱$/);
    const english = fitText('The Rspack Powered Build Tool', TITLE_BOX);
    expect(english.lines).toHaveLength(2);
    expect(english.lines.join(' ')).toBe('The Rspack Powered Build Tool');
    expect(english.lines.every((line) => line.split(' ').length >= 2)).toBe(true);
    // A name is still broken only after a dot.
    expect(fitText('performance.removeMomentLocale', TITLE_BOX).lines).toEqual(['performance.', 'removeMomentLocale']);
  });

  it('cuts a single word wider than the line into pieces that fit', () => {
    const lines = wrapText('x'.repeat(200), 48, 500);
    expect(lines.join('')).toBe('x'.repeat(200));
    for (const line of lines) expect(textWidth(line, 48)).toBeLessThanOrEqual(500);
  });
});

describe('card design', () => {
  it('takes its colours from the light theme’s design tokens', () => {
    expect(readTokens(':root { --a: #fff; --b: var(--a); } html { --a: #000; }')).toEqual({ '--a': '#fff', '--b': '#fff' });
    expect(colors).toMatchObject({ background: tokens['--c-bg'], text: tokens['--c-text-1'], brand: tokens['--c-brand'] });
    expect(colors.text).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('shows the site name, language, trail, title and address, no row wider than the card allows', () => {
    const texts = rows(cardElement(input({ lang: 'zh', title: '快速上手', trail: ['指南', '开始'], route: '/zh/guide/start/quick-start/' }), LOGO, colors));
    expect(texts.map((row) => row.text)).toEqual(['Rsbuild', '简体中文', '指南 › 开始', '快速上手', 'rsbuild.dev/zh/guide/start/quick-start/']);
    for (const row of texts) expect(textWidth(row.text, row.fontSize)).toBeLessThanOrEqual(1040);
  });
});

describe('card cache key', () => {
  const renderer = { satori: '1', sharp: '1', font: '1', size: '1200x630' };
  const key = (over: Partial<CardInput>, versions = renderer, palette = colors) => cardKey(cardElement(input(over), LOGO, palette), versions);

  it('is the same for the same inputs', () => {
    expect(key({})).toBe(key({}));
    expect(key({})).toMatch(/^[0-9a-f]{24}$/);
  });

  it('changes with the title, the trail, the language, the colours and the renderer', () => {
    const keys = [
      key({}),
      key({ title: 'server.host' }),
      key({ trail: ['Config'] }),
      key({ lang: 'zh' }),
      key({}, { ...renderer, font: '2' }),
      key({}, renderer, { ...colors, brand: '#000000' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('card fonts', () => {
  const subsets = parseSubsets(JSON.parse(fs.readFileSync(path.join(fontPackageDir(), 'unicode.json'), 'utf8')) as Record<string, string>);

  it('reads unicode ranges', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131, U+4e00')).toEqual([[0, 255], [305, 305], [0x4e00, 0x4e00]]);
  });

  it('loads the Latin subset for English and numbered Chinese subsets for Chinese, nothing more', () => {
    expect(subsetsFor('server.port', subsets)).toEqual(['latin']);
    const chinese = subsetsFor('快速上手', subsets);
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.length).toBeLessThanOrEqual(4);
    expect(chinese.every((id) => /^\d+$/.test(id))).toBe(true);
  });

  it('has a glyph for every character of every title, trail and label the site shows', () => {
    const titles = contentFiles('content')
      .filter((file) => !file.split('/').includes('shared'))
      .map((file) => String(matter(fs.readFileSync(path.join(ROOT, file), 'utf8')).data.title ?? ''));
    const trails = JSON.stringify(sidebars);
    const text = [...titles, trails, ...(['en', 'zh'] as const).map((lang) => cardTexts(input({ lang })).regular)].join('');
    const missing = [...new Set(text)].filter((char) => !/\s/.test(char) && subsetsFor(char, subsets).length === 0);
    expect(missing).toEqual([]);
  });

  it('draws distinct Chinese characters as distinct shapes, not as the same missing-glyph box', async () => {
    const one = input({ lang: 'zh', title: '快', trail: [] });
    const other = input({ lang: 'zh', title: '速', trail: [] });
    const fonts = await fontsForCards([one, other]);
    // Satori sets each text as one path in its colour; the title is the last one in the text colour.
    const titlePath = async (card: CardInput) =>
      (await cardSvg(cardElement(card, LOGO, colors), fonts)).match(/<path[^>]*>/g)!.filter((tag) => tag.includes(`fill="${colors.text}"`)).at(-1);
    const [a, b] = [await titlePath(one), await titlePath(other)];
    expect(a).toMatch(/ d="M/);
    expect(a).not.toBe(b);
  });

  it('draws a 1200×630 PNG', async () => {
    const card = input({ lang: 'zh', title: '快速上手', trail: ['指南', '开始'] });
    const png = await drawCard(cardElement(card, LOGO, colors), await fontsForCards([card]));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('card drawing', () => {
  it('draws the logo without a mask the size of the card, with the same pixels as with one', async () => {
    const card = input();
    const fonts = await fontsForCards([card]);
    const element = cardElement(card, LOGO, colors);
    const svg = await cardSvg(element, fonts);
    const logo = svg.match(/<image [^>]*>/g)!;
    expect(logo).toHaveLength(1);
    expect(logo[0]).not.toContain(' mask=');
    // The same card with the logo as satori draws an image of no style: masked.
    const masked = await cardSvg(JSON.parse(JSON.stringify(element), (key, value) => (value?.type === 'img' ? { ...value, props: { ...value.props, style: undefined } } : value)), fonts);
    expect(masked.match(/<image [^>]*>/)![0]).toContain(' mask=');
    const pixels = (text: string) => sharp(Buffer.from(text)).raw().toBuffer();
    expect((await pixels(svg)).equals(await pixels(masked))).toBe(true);
  });

  it('draws cards in a child process into a folder, the same PNGs as drawn in place', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
    const jobs: CardJob[] = [input(), input({ lang: 'zh', title: '快速上手', trail: ['指南'] })].map((card, index) => ({
      input: card,
      element: cardElement(card, LOGO, colors),
      key: `card-${index}`,
    }));
    await drawInBackground(jobs, dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['card-0.png', 'card-1.png']);
    const fonts = await fontsForCards(jobs.map((job) => job.input));
    for (const job of jobs) expect(fs.readFileSync(path.join(dir, `${job.key}.png`))).toEqual(await drawCard(job.element, fonts));
    fs.rmSync(dir, { recursive: true });
  }, 30_000);

  it('fails, naming how the child stopped, when a card cannot be drawn', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
    const broken = { input: input(), element: { type: 'img', props: { width: 10, height: 10 } }, key: 'broken' } as unknown as CardJob;
    await expect(drawInBackground([broken], dir)).rejects.toThrow('drawing the social cards stopped with code 1');
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  }, 30_000);
});
