import fs from 'node:fs';
import path from 'node:path';
import { navFor } from '../../src/data/nav';
import { sidebars } from '../../src/data/sidebars';
import { site } from '../../src/data/site';
import { LANGS, type SidebarSourceItem } from '../../src/data/types';
import { langFromPath, routeForDoc } from '../../src/utils/paths';
import { flattenLinks, resolveSidebar } from '../../src/utils/sidebar';
import { contentFiles } from '../support/config-examples';
import { builtPages, fileForPath, idsOf, PUBLIC_DIR, type BuiltPage } from '../support/built-site';

const pages = builtPages();
const byFile = new Map(pages.map((page) => [page.file, page]));
const idCache = new Map<string, Set<string>>();

function idsAt(file: string): Set<string> {
  if (!idCache.has(file)) idCache.set(file, idsOf(byFile.get(file)!.root));
  return idCache.get(file)!;
}

/** Why an in-site link from `page` is broken, or null when it works. */
function brokenLink(page: BuiltPage, href: string): string | null {
  const url = new URL(href, `https://site.invalid${page.path}`);
  const file = fileForPath(url.pathname);
  if (!file) return `${href}: no page or file at ${url.pathname}`;
  const hash = decodeURIComponent(url.hash.slice(1));
  if (hash && file.endsWith('.html') && !idsAt(file).has(hash)) return `${href}: no element with id "${hash}"`;
  return null;
}

const isInSite = (href: string) => !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//');

describe('the built site', () => {
  it('has a page for every content file in both languages', () => {
    const missing = contentFiles('content')
      .filter((file) => !file.split('/').includes('shared'))
      .map((file) => {
        const [, lang, ...rest] = file.split('/');
        return routeForDoc(rest.join('/').replace(/\.mdx?$/, ''), lang as 'en' | 'zh');
      })
      .filter((route) => !fileForPath(route));
    expect(missing).toEqual([]);
  });

  it('resolves every navbar and sidebar link in both languages', () => {
    const links = LANGS.flatMap((lang) => [
      ...navFor(lang).map((item) => item.link),
      ...Object.values(sidebars).flatMap((source: SidebarSourceItem[]) =>
        flattenLinks(resolveSidebar(source, lang)).map((item) => item.link!),
      ),
    ]);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => !fileForPath(link))).toEqual([]);
  });

  it('has no broken internal link or anchor', () => {
    const problems = pages.flatMap((page) =>
      page.root
        .querySelectorAll('a[href]')
        .map((anchor) => anchor.getAttribute('href')!)
        .filter(isInSite)
        .map((href) => brokenLink(page, href))
        .filter((problem): problem is string => problem !== null)
        .map((problem) => `${page.path} → ${problem}`),
    );
    expect([...new Set(problems)]).toEqual([]);
  });

  it('gives every page a title, a description and the language of its path', () => {
    const problems = pages.flatMap((page) => {
      const lang = langFromPath(page.path) === 'zh' ? 'zh-CN' : 'en';
      const found: string[] = [];
      if (!page.root.querySelector('title')?.text.trim()) found.push('no <title>');
      if (!page.root.querySelector('meta[name="description"]')?.getAttribute('content')) found.push('no meta description');
      if (page.root.querySelector('html')?.getAttribute('lang') !== lang) found.push(`<html lang> is not ${lang}`);
      return found.map((problem) => `${page.path}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('points canonical and language alternates at pages that exist', () => {
    const problems = pages
      .filter((page) => !page.path.includes('404'))
      .flatMap((page) => {
        const canonical = page.root.querySelector('link[rel="canonical"]')?.getAttribute('href');
        const alternates = page.root.querySelectorAll('link[rel="alternate"][hreflang]').map((link) => link.getAttribute('href')!);
        return [canonical ?? 'missing canonical', ...alternates]
          .filter((href) => !href.startsWith(site.siteUrl) || !fileForPath(href.slice(site.siteUrl.length)))
          .map((href) => `${page.path}: ${href}`);
      });
    expect(problems).toEqual([]);
  });

  it('holds each doc page’s article as static HTML, with every outline heading and every fenced code block highlighted', () => {
    const docs = pages.filter((page) => page.root.querySelector('main article.markdown'));
    expect(docs.length).toBeGreaterThan(300);
    const problems = docs.flatMap((page) => {
      const article = page.root.querySelector('article.markdown [data-article]');
      if (!article) return [`${page.path}: no article HTML`];
      const ids = idsOf(article);
      const outline = page.root.querySelectorAll('aside nav a[href^="#"]').map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1)));
      const fenced = article.querySelectorAll('.code-block').filter((block) => !block.closest('.tabs[data-group="package-manager"]'));
      return [
        ...outline.filter((id) => !ids.has(id)).map((id) => `${page.path}: outline entry #${id} has no heading`),
        ...fenced.filter((block) => !block.querySelector('.gatsby-highlight pre[class*="language-"]')).map(() => `${page.path}: a code block Prism did not highlight`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('ships no page with a component chunk of its own: the site has one chunk per template', () => {
    const components = Object.keys(JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'chunk-map.json'), 'utf8')) as object).filter((name) =>
      name.startsWith('component---'),
    );
    expect(components.length).toBeLessThanOrEqual(6);
    expect(components.filter((name) => name.includes('content'))).toEqual([]);
  });

  it('writes no NUL byte into any page or data file', () => {
    const text = /\.(html|json|js|css|xml|txt)$/;
    const files = fs
      .readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' })
      .filter((name) => text.test(name) && fs.statSync(path.join(PUBLIC_DIR, name)).isFile());
    expect(files.length).toBeGreaterThan(700);
    expect(files.filter((name) => fs.readFileSync(path.join(PUBLIC_DIR, name)).includes(0))).toEqual([]);
  });

  it('serves a 404 page that a static host can use for both languages', () => {
    const notFound = fs.readFileSync(path.join(PUBLIC_DIR, '404.html'), 'utf8');
    expect(notFound).toContain('PAGE NOT FOUND');
    expect(notFound).toContain('Take me home');
    expect(fs.readFileSync(path.join(PUBLIC_DIR, 'zh/404/index.html'), 'utf8')).toContain('页面不存在');
  });
});

describe('the release feeds', () => {
  it.each(LANGS)('list every %s release note in RSS and Atom', (lang) => {
    const prefix = lang === 'en' ? '' : '/zh';
    const releases = contentFiles(`content/${lang}/community/releases`).filter((file) => /\/v[\d-]+\.mdx$/.test(file));
    expect(releases.length).toBeGreaterThan(0);
    const rss = fs.readFileSync(path.join(PUBLIC_DIR, `${prefix}/rss/releases-rss.xml`), 'utf8');
    const atom = fs.readFileSync(path.join(PUBLIC_DIR, `${prefix}/rss/releases-atom.xml`), 'utf8');
    expect(rss.match(/<item>/g)).toHaveLength(releases.length);
    expect(atom.match(/<entry>/g)).toHaveLength(releases.length);
    expect(atom).toContain(`${site.siteUrl}${prefix}/community/releases/v0-7/`);
  });

  it('are announced by the pages that list them', () => {
    for (const home of ['/', '/zh/']) {
      const page = pages.find((candidate) => candidate.path === home)!;
      const types = page.root.querySelectorAll('link[rel="alternate"][type]').map((link) => link.getAttribute('type'));
      expect(types).toEqual(['application/rss+xml', 'application/atom+xml']);
    }
  });
});
