import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { site } from '../../src/data/site';
import { cardPath, OG_LOCALES } from '../../src/utils/social-card';
import { langFromPath } from '../../src/utils/paths';
import { PUBLIC_DIR } from '../support/built-site';

interface HeadTags {
  path: string;
  meta: Map<string, string[]>;
  canonical: string | null;
}

/** The head of every built page: only the part before `</head>` is parsed. */
function builtHeads(): HeadTags[] {
  return fs
    .readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html') && !/^(~partytown|page-data|_gatsby)/.test(name))
    .sort()
    .map((name) => {
      const html = fs.readFileSync(path.join(PUBLIC_DIR, name), 'utf8');
      const head = parse(html.slice(0, html.indexOf('</head>') + 7));
      const meta = new Map<string, string[]>();
      for (const tag of head.querySelectorAll('meta')) {
        const key = tag.getAttribute('property') ?? tag.getAttribute('name');
        if (key) meta.set(key, [...(meta.get(key) ?? []), tag.getAttribute('content') ?? '']);
      }
      const rel = `/${name.split(path.sep).join('/')}`.replace(/index\.html$/, '');
      return { path: rel, meta, canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null };
    });
}

/** Width and height from a PNG's IHDR chunk, which follows the 8-byte signature; null when the file is no PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const header = Buffer.alloc(24);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, 24, 0);
  } finally {
    fs.closeSync(fd);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!header.subarray(0, 8).equals(signature) || header.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}

const heads = builtHeads();
const one = (page: HeadTags, key: string) => page.meta.get(key) ?? [];
const isNotFound = (page: HeadTags) => /(^|\/)404(\.html|\/)$/.test(page.path);

describe('social cards', () => {
  it('give every page an og:image and twitter:image that is a 1200×630 PNG in public/', () => {
    expect(heads.length).toBeGreaterThan(300);
    const sizes = new Map<string, string>();
    const problems = heads.flatMap((page) => {
      const [image, ...extra] = one(page, 'og:image');
      if (!image || extra.length) return [`${page.path}: ${extra.length + (image ? 1 : 0)} og:image tags`];
      if (!image.startsWith(`${site.siteUrl}/og/`)) return [`${page.path}: og:image ${image} is not under ${site.siteUrl}/og/`];
      if (one(page, 'twitter:image')[0] !== image) return [`${page.path}: twitter:image differs from og:image`];
      const file = path.join(PUBLIC_DIR, image.slice(site.siteUrl.length));
      if (!sizes.has(file)) {
        const size = fs.existsSync(file) ? pngSize(file) : null;
        sizes.set(file, size ? `${size.width}x${size.height}` : 'missing or not a PNG');
      }
      return sizes.get(file) === '1200x630' ? [] : [`${page.path}: ${image}: ${sizes.get(file)}`];
    });
    expect(problems).toEqual([]);
    // One card per page of both languages; the 404 pages reuse the home cards.
    expect(sizes.size).toBe(heads.filter((page) => !isNotFound(page)).length);
  });

  it('name the card of the page itself, and the home card of its language on the 404 pages', () => {
    const wrong = heads
      .map((page) => {
        const expected = `${site.siteUrl}${cardPath(isNotFound(page) ? (langFromPath(page.path) === 'zh' ? '/zh/' : '/') : page.path)}`;
        return one(page, 'og:image')[0] === expected ? null : `${page.path}: ${one(page, 'og:image')[0]} instead of ${expected}`;
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it('come with the large-image Twitter card, og:url, og:site_name, og:locale and its alternate, and the image size', () => {
    const problems = heads.flatMap((page) => {
      const lang = langFromPath(page.path);
      const other = lang === 'zh' ? 'en' : 'zh';
      const wanted: [string, string[]][] = [
        ['twitter:card', ['summary_large_image']],
        ['og:site_name', [site.title]],
        ['og:locale', [OG_LOCALES[lang]]],
        ['og:locale:alternate', [OG_LOCALES[other]]],
        ['og:image:width', ['1200']],
        ['og:image:height', ['630']],
        // The 404 pages have no address of their own to share.
        ['og:url', isNotFound(page) ? [] : [`${site.siteUrl}${page.path}`]],
      ];
      return wanted
        .filter(([key, values]) => JSON.stringify(one(page, key)) !== JSON.stringify(values))
        .map(([key, values]) => `${page.path}: ${key} is ${JSON.stringify(one(page, key))}, expected ${JSON.stringify(values)}`);
    });
    expect(problems).toEqual([]);
    // og:url and the canonical link name the same address.
    expect(heads.filter((page) => page.canonical && page.canonical !== one(page, 'og:url')[0]).map((page) => page.path)).toEqual([]);
  });
});
