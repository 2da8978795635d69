import fs from 'node:fs';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import sax from 'sax';
import { locales } from '../../src/data/locales';
import { site } from '../../src/data/site';
import { LANGS, type Lang } from '../../src/data/types';
import { builtPages, fileForPath, PUBLIC_DIR, type BuiltPage } from '../support/built-site';
import { contentFiles } from '../support/config-examples';

const ROOT = path.resolve(__dirname, '../..');
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** A W3C datetime as sitemaps take it, down to a time zone. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const pages = builtPages();
const isErrorPage = (page: BuiltPage) => /(^|\/)404(\.html|\/)?$/.test(page.path);
const listed = pages.filter((page) => !isErrorPage(page));
const byPath = new Map(listed.map((page) => [page.path, page]));
const langOf = (sitePath: string): Lang => (sitePath === '/zh/' || sitePath.startsWith('/zh/') ? 'zh' : 'en');

interface XmlElement {
  local: string;
  uri: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/** Parses an XML file strictly, namespaces resolved; a well-formedness error throws with the file and position. */
function readXml(file: string): XmlElement {
  const parser = sax.parser(true, { xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.onerror = (error) => {
    throw new Error(`${path.relative(PUBLIC_DIR, file)}: ${error.message}`);
  };
  parser.onopentag = (tag) => {
    const node = tag as sax.QualifiedTag;
    const element: XmlElement = {
      local: node.local,
      uri: node.uri,
      attributes: Object.fromEntries(Object.values(node.attributes).map((attribute) => [attribute.name, attribute.value])),
      text: '',
      children: [],
    };
    stack.at(-1)?.children.push(element);
    stack.push(element);
    root ??= element;
  };
  parser.ontext = (text) => {
    if (stack.length) stack.at(-1)!.text += text;
  };
  parser.onclosetag = () => void stack.pop();
  parser.write(fs.readFileSync(file, 'utf8')).close();
  if (!root) throw new Error(`${file}: no root element`);
  return root;
}

const childText = (element: XmlElement, local: string) => element.children.find((child) => child.local === local && child.uri === SITEMAP_NS)?.text.trim();

/** The file an absolute URL of the site is served from. */
function fileOfUrl(url: string): string | null {
  return url.startsWith(`${site.siteUrl}/`) ? fileForPath(url.slice(site.siteUrl.length)) : null;
}

/** The date a doc page's footer gives as its last update. */
const footerDate = (page: BuiltPage) => page.root.querySelector('footer time[datetime]')?.getAttribute('datetime');

describe('robots.txt and the sitemap', () => {
  const robots = fs.readFileSync(path.join(PUBLIC_DIR, 'robots.txt'), 'utf8');
  const sitemapUrls = [...robots.matchAll(/^Sitemap:\s*(\S+)\s*$/gim)].map((match) => match[1]!);
  const index = readXml(fileOfUrl(sitemapUrls[0] ?? '') ?? path.join(PUBLIC_DIR, 'sitemap-index.xml'));
  const sitemapFiles = index.children.map((entry) => childText(entry, 'loc') ?? '');
  const urlsets = sitemapFiles.filter(fileOfUrl).map((url) => readXml(fileOfUrl(url)!));
  const entries = urlsets.flatMap((urlset) =>
    urlset.children.map((entry) => ({
      loc: childText(entry, 'loc') ?? '',
      lastmod: childText(entry, 'lastmod') ?? '',
      alternates: entry.children
        .filter((child) => child.local === 'link' && child.uri === XHTML_NS && child.attributes.rel === 'alternate')
        .map((link) => [link.attributes.hreflang, link.attributes.href]),
    })),
  );

  it('robots.txt lets every crawler read everything and names the sitemap index by its absolute URL', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow:\s*\S/m);
    expect(sitemapUrls).toEqual([`${site.siteUrl}/sitemap-index.xml`]);
  });

  it('the index lists sitemap files that exist', () => {
    expect(index).toMatchObject({ local: 'sitemapindex', uri: SITEMAP_NS });
    expect(sitemapFiles.length).toBeGreaterThan(0);
    expect(sitemapFiles.filter((url) => !fileOfUrl(url) || !url.endsWith('.xml'))).toEqual([]);
    for (const urlset of urlsets) expect(urlset).toMatchObject({ local: 'urlset', uri: SITEMAP_NS });
  });

  it('lists exactly the built pages of both languages, once each, and no error page', () => {
    const pageCount = contentFiles('content').filter((file) => !file.split('/').includes('shared')).length;
    expect(listed).toHaveLength(pageCount);
    for (const lang of LANGS) expect(listed.filter((page) => langOf(page.path) === lang)).toHaveLength(pageCount / LANGS.length);
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(listed.map((page) => `${site.siteUrl}${page.path}`).sort());
  });

  it('gives each page its twins in both languages, English as the default, and itself', () => {
    const problems = entries.flatMap((entry) => {
      const own = entry.loc.slice(site.siteUrl.length);
      const en = own.replace(/^\/zh\//, '/');
      const twins = { en: `${site.siteUrl}${en}`, 'zh-CN': `${site.siteUrl}/zh${en}`, 'x-default': `${site.siteUrl}${en}` };
      const missing = Object.values(twins).filter((url) => !byPath.has(url.slice(site.siteUrl.length)));
      const found = Object.fromEntries(entry.alternates);
      return [
        ...(entry.alternates.length !== 3 || JSON.stringify(found) !== JSON.stringify(twins) ? [`${own}: alternates ${JSON.stringify(entry.alternates)}`] : []),
        ...missing.map((url) => `${own}: twin ${url} is not built`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('dates each page by its last change, as its footer does', () => {
    const now = Date.now();
    const problems = entries.flatMap((entry) => {
      const page = byPath.get(entry.loc.slice(site.siteUrl.length))!;
      const time = Date.parse(entry.lastmod);
      const footer = footerDate(page);
      if (!W3C_DATETIME.test(entry.lastmod) || Number.isNaN(time)) return [`${page.path}: lastmod "${entry.lastmod}"`];
      if (time > now || time < Date.parse('2023-01-01')) return [`${page.path}: lastmod ${entry.lastmod} is out of range`];
      if (footer && Date.parse(footer) !== time) return [`${page.path}: lastmod ${entry.lastmod}, footer ${footer}`];
      return [];
    });
    expect(entries.filter((entry) => footerDate(byPath.get(entry.loc.slice(site.siteUrl.length))!)).length).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });
});

/** Text of an element as a reader sees it. */
const textOf = (element: HTMLElement | null | undefined) => (element?.text ?? '').replace(/\s+/g, ' ').trim();

/** Section, groups and page of a built page, read from its navbar and sidebar. */
function shownTrail(page: BuiltPage): { names: string[]; sectionHref: string } | string {
  const { ui } = locales[langOf(page.path)];
  const section = page.root.querySelector(`nav[aria-label="${ui.mainNavigation}"] a[aria-current]`);
  const current = page.root.querySelector(`nav[aria-label="${ui.sidebarNavigation}"] a[aria-current="page"]`);
  if (!section) return 'no active navbar section';
  if (!current) return 'no current sidebar link';
  const groups: string[] = [];
  for (let node = current.parentNode; node && node.tagName !== 'NAV'; node = node.parentNode) {
    // A group is its title (a button, or a paragraph when it cannot collapse) followed by the list of its items.
    if (node.tagName === 'UL' && node.id) {
      const siblings = node.parentNode.childNodes.filter((child): child is HTMLElement => child.nodeType === 1);
      groups.unshift(textOf(siblings[siblings.indexOf(node) - 1]));
    }
  }
  return { names: [textOf(section), ...groups, textOf(current)], sectionHref: section.getAttribute('href')! };
}

interface Crumb {
  '@type': string;
  position: number;
  name: string;
  item?: string;
}

describe('structured data of doc pages', () => {
  const docs = listed.filter((page) => page.root.querySelector('main article.markdown'));

  it('is one JSON-LD script that parses, with nothing in it that could end the element', () => {
    expect(docs.length).toBeGreaterThan(300);
    const problems = docs.flatMap((page) => {
      const scripts = page.root.querySelectorAll('script[type="application/ld+json"]');
      if (scripts.length !== 1) return [`${page.path}: ${scripts.length} JSON-LD scripts`];
      const raw = scripts[0]!.innerHTML;
      if (raw.includes('<')) return [`${page.path}: "<" in JSON-LD`];
      try {
        JSON.parse(raw);
        return [];
      } catch (error) {
        return [`${page.path}: ${(error as Error).message}`];
      }
    });
    expect(problems).toEqual([]);
  });

  it('names the section, groups and page the navbar and sidebar show, linking the crumbs that have a page', () => {
    const problems = docs.flatMap((page) => {
      const data = JSON.parse(page.root.querySelector('script[type="application/ld+json"]')!.innerHTML);
      const list = (data['@graph'] as { '@type': string; itemListElement: Crumb[] }[]).find((node) => node['@type'] === 'BreadcrumbList');
      const shown = shownTrail(page);
      if (typeof shown === 'string') return [`${page.path}: ${shown}`];
      if (!list) return [`${page.path}: no BreadcrumbList`];
      const crumbs = list.itemListElement;
      const expected = shown.names.map((name, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        ...(index === 0 && { item: `${site.siteUrl}${shown.sectionHref}` }),
        ...(index === shown.names.length - 1 && { item: `${site.siteUrl}${page.path}` }),
      }));
      return JSON.stringify(crumbs) === JSON.stringify(expected) ? [] : [`${page.path}: ${JSON.stringify(crumbs)} shows ${JSON.stringify(shown.names)}`];
    });
    expect(problems).toEqual([]);
  });

  it('describes the article: its title, summary, language, last change and URL', () => {
    const problems = docs.flatMap((page) => {
      const data = JSON.parse(page.root.querySelector('script[type="application/ld+json"]')!.innerHTML);
      expect(data['@context']).toBe('https://schema.org');
      const article = (data['@graph'] as Record<string, string>[]).find((node) => node['@type'] === 'TechArticle');
      const expected = {
        headline: textOf(page.root.querySelector('main h1')),
        description: page.root.querySelector('meta[name="description"]')?.getAttribute('content'),
        inLanguage: page.root.querySelector('html')?.getAttribute('lang'),
        dateModified: footerDate(page),
        url: page.root.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      };
      const wrong = Object.entries(expected).filter(([key, value]) => !value || article?.[key] !== value);
      return wrong.map(([key, value]) => `${page.path}: ${key} is ${JSON.stringify(article?.[key])}, the page says ${JSON.stringify(value)}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('edit links', () => {
  const prefix = `${site.docsRepository}/edit/${site.docsBranch}/`;

  it('open, on every doc page, the file under content/ that the page is built from', () => {
    const withLink = listed.filter((page) => page.root.querySelector('main article.markdown'));
    const problems = withLink.flatMap((page) => {
      const links = page.root.querySelectorAll('a[href*="/edit/"]').map((link) => link.getAttribute('href')!);
      if (links.length !== 1) return [`${page.path}: ${links.length} edit links`];
      const href = links[0]!;
      if (!href.startsWith(prefix)) return [`${page.path}: ${href} is not under ${prefix}`];
      const file = href.slice(prefix.length);
      const lang = langOf(page.path);
      const route = `${lang === 'zh' ? '/zh' : ''}/${file.slice(`${site.contentDir}/${lang}/`.length).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
      if (!file.startsWith(`${site.contentDir}/${lang}/`)) return [`${page.path}: ${file} is not in ${site.contentDir}/${lang}/`];
      if (!fs.existsSync(path.join(ROOT, file))) return [`${page.path}: ${file} does not exist`];
      if (route.replace(/\/?$/, '/') !== page.path) return [`${page.path}: ${file} is the source of ${route}`];
      return [];
    });
    expect(withLink.length).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it('appear on no other page', () => {
    const others = listed.filter((page) => !page.root.querySelector('main article.markdown') && page.root.querySelector(`a[href^="${prefix}"]`));
    expect(others.map((page) => page.path)).toEqual([]);
  });
});
