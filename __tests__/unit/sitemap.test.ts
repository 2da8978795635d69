import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Joi, validateOptionsSchema } from 'gatsby-plugin-utils';
import { robotsTxt } from '../../src/node/robots';
import { isNotFoundPath, SITEMAP_INDEX_PATH, sitemapEntry, sitemapOptions, sitemapPages, type SitemapQueryResult } from '../../src/node/sitemap';

const query = (paths: string[], records: [string, string][]): SitemapQueryResult => ({
  allSitePage: { nodes: paths.map((p) => ({ path: p })) },
  allDocPage: { nodes: records.map(([routePath, lastUpdated]) => ({ routePath, lastUpdated })) },
});

const site = query(
  ['/', '/zh/', '/config/server/port/', '/zh/config/server/port/', '/404/', '/404.html', '/zh/404/', '/dev-404-page/'],
  [
    ['/', '2024-06-01T00:00:00.000Z'],
    ['/zh/', '2024-06-02T00:00:00.000Z'],
    ['/config/server/port/', '2024-06-26T03:30:33.000Z'],
    ['/zh/config/server/port/', '2024-06-27T10:00:00.000Z'],
  ],
);

describe('the sitemap', () => {
  it('knows the error pages', () => {
    expect(['/404/', '/404.html', '/zh/404/', '/zh/404.html', '/dev-404-page/'].filter(isNotFoundPath)).toHaveLength(5);
    expect(['/', '/zh/', '/guide/start/', '/config/html/404-page/', '/blog/4040/'].filter(isNotFoundPath)).toEqual([]);
  });

  it('lists every built page but the error pages, with its own last change and its twins', () => {
    const pages = sitemapPages(site);
    expect(pages.map((page) => page.path)).toEqual(['/', '/config/server/port/', '/zh/', '/zh/config/server/port/']);
    expect(pages[3]).toEqual({
      path: '/zh/config/server/port/',
      lastUpdated: '2024-06-27T10:00:00.000Z',
      alternates: [
        { hreflang: 'en', path: '/config/server/port/' },
        { hreflang: 'zh-CN', path: '/zh/config/server/port/' },
        { hreflang: 'x-default', path: '/config/server/port/' },
      ],
    });
  });

  it('fails rather than list a page without its record or its twin', () => {
    expect(() => sitemapPages(query(['/guide/', '/zh/guide/'], [['/guide/', '2024-06-01T00:00:00.000Z']]))).toThrow(
      '/zh/guide/ is built but has no page record',
    );
    expect(() => sitemapPages(query(['/guide/'], [['/guide/', '2024-06-01T00:00:00.000Z']]))).toThrow('its zh-CN twin /zh/guide/ is not built');
  });

  it('serializes a page with absolute alternates', () => {
    const [home] = sitemapPages(site);
    expect(sitemapEntry(home!, 'https://docs.example')).toEqual({
      url: '/',
      lastmod: '2024-06-01T00:00:00.000Z',
      links: [
        { lang: 'en', url: 'https://docs.example/' },
        { lang: 'zh-CN', url: 'https://docs.example/zh/' },
        { lang: 'x-default', url: 'https://docs.example/' },
      ],
    });
  });

  it('is written by gatsby-plugin-sitemap from these options', async () => {
    // The plugin validates its options with Joi (an invalid option throws) and writes to `public/` under the working directory.
    const plugin = require('gatsby-plugin-sitemap/gatsby-node');
    const { value } = await validateOptionsSchema(plugin.pluginOptionsSchema({ Joi }), sitemapOptions());
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
    const cwd = process.cwd();
    try {
      process.chdir(dir);
      const reporter = { panic: (message: string, error?: Error) => { throw error ?? new Error(message); }, verbose: () => {} };
      await plugin.onPostBuild({ graphql: async () => ({ data: site }), reporter, basePath: '', pathPrefix: '' }, value);
      const index = fs.readFileSync(path.join(dir, 'public', SITEMAP_INDEX_PATH), 'utf8');
      expect(index).toContain('<loc>https://rsbuild.dev/sitemap-0.xml</loc>');
      const xml = fs.readFileSync(path.join(dir, 'public', 'sitemap-0.xml'), 'utf8');
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      expect(xml.match(/<url>/g)).toHaveLength(4);
      expect(xml).not.toContain('404');
      expect(xml).toContain(
        '<url><loc>https://rsbuild.dev/zh/config/server/port/</loc><lastmod>2024-06-27T10:00:00.000Z</lastmod>' +
          '<xhtml:link rel="alternate" hreflang="en" href="https://rsbuild.dev/config/server/port/"/>' +
          '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://rsbuild.dev/zh/config/server/port/"/>' +
          '<xhtml:link rel="alternate" hreflang="x-default" href="https://rsbuild.dev/config/server/port/"/></url>',
      );
    } finally {
      process.chdir(cwd);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('robots.txt', () => {
  it('allows every crawler everywhere and names the sitemap index by its absolute URL', () => {
    expect(robotsTxt('https://docs.example')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example/sitemap-index.xml\n');
  });
});
