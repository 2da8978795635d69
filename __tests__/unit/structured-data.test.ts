import { navFor } from '../../src/data/nav';
import { sidebars } from '../../src/data/sidebars';
import type { SidebarItem, SidebarSourceItem } from '../../src/data/types';
import { resolveSidebar } from '../../src/utils/sidebar';
import { breadcrumbTrail, docPageJsonLd, jsonForScript, plainLabel } from '../../src/utils/structured-data';

const source: SidebarSourceItem[] = [
  'guide/start/index',
  { header: { en: 'Basics', zh: '基础' } },
  { group: { en: 'Start', zh: '开始' }, items: ['guide/start/quick-start', { doc: 'guide/start/features', text: { en: 'What `it` does', zh: '能力' } }] },
  { divider: 'dashed' },
  { group: { en: 'Later', zh: '之后' }, items: [{ group: { en: '**Deep**', zh: '深' }, items: ['guide/deep/page'] }] },
];

/** Sidebar items as the template queries them: a link without its own label carries its page's title. */
function withTitles(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.kind === 'link' && !item.text && { text: `Title of ${item.fileKey}` }),
    ...(item.items && { items: withTitles(item.items) }),
  }));
}

describe('breadcrumbTrail', () => {
  const en = withTitles(resolveSidebar(source, 'en'));
  const zh = withTitles(resolveSidebar(source, 'zh'));

  it('is the navbar section, the groups around the page’s link and the link, as shown', () => {
    expect(breadcrumbTrail(navFor('en'), en, '/guide/deep/page/')).toEqual([
      { name: 'Guide', path: '/guide/start/' },
      { name: 'Later' },
      { name: 'Deep' },
      { name: 'Title of guide/deep/page', path: '/guide/deep/page/' },
    ]);
    expect(breadcrumbTrail(navFor('zh'), zh, '/zh/guide/start/features/')).toEqual([
      { name: '指南', path: '/zh/guide/start/' },
      { name: '开始' },
      { name: '能力', path: '/zh/guide/start/features/' },
    ]);
  });

  it('uses a link’s own label in place of the title, without inline markup', () => {
    expect(breadcrumbTrail(navFor('en'), en, '/guide/start/features/')!.at(-1)).toEqual({ name: 'What it does', path: '/guide/start/features/' });
  });

  it('puts a link outside any group right after the section', () => {
    expect(breadcrumbTrail(navFor('en'), en, '/guide/start/')).toEqual([
      { name: 'Guide', path: '/guide/start/' },
      { name: 'Title of guide/start/index', path: '/guide/start/' },
    ]);
  });

  it('is null for a page the sidebar or the navbar does not hold', () => {
    expect(breadcrumbTrail(navFor('en'), en, '/guide/elsewhere/')).toBeNull();
    expect(breadcrumbTrail(navFor('en'), [{ kind: 'link', link: '/blog/post/', text: 'Post' }], '/blog/post/')).toBeNull();
  });

  it('follows the real sidebars: an option page sits in its config group', () => {
    const config = withTitles(resolveSidebar(sidebars.config!, 'zh'));
    expect(breadcrumbTrail(navFor('zh'), config, '/zh/config/server/port/')!.map((crumb) => crumb.name)).toEqual(['配置', 'server', 'Title of config/server/port']);
  });
});

describe('plainLabel', () => {
  it('drops code, strong and emphasis marks', () => {
    expect(plainLabel('`output.minify` and **bold** or *em*')).toBe('output.minify and bold or em');
  });
});

describe('docPageJsonLd', () => {
  const article = {
    title: 'server.port',
    description: 'The port of the dev server.',
    inLanguage: 'en',
    dateModified: '2024-06-26T03:30:33.000Z',
    url: 'https://docs.example/config/server/port/',
  };

  it('describes the trail with absolute URLs where a crumb has a page, and the article', () => {
    const data = docPageJsonLd('https://docs.example', article, [
      { name: 'Config', path: '/config/' },
      { name: 'server' },
      { name: 'server.port', path: '/config/server/port/' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Config', item: 'https://docs.example/config/' },
            { '@type': 'ListItem', position: 2, name: 'server' },
            { '@type': 'ListItem', position: 3, name: 'server.port', item: 'https://docs.example/config/server/port/' },
          ],
        },
        {
          '@type': 'TechArticle',
          headline: 'server.port',
          description: 'The port of the dev server.',
          inLanguage: 'en',
          dateModified: '2024-06-26T03:30:33.000Z',
          url: 'https://docs.example/config/server/port/',
        },
      ],
    });
  });

  it('leaves out the trail when there is none, and an empty description; adds a release’s publish date', () => {
    const data = docPageJsonLd('https://docs.example', { ...article, description: '', datePublished: '2024-05-28T00:00:00.000Z' }, null) as {
      '@graph': object[];
    };
    expect(data['@graph']).toEqual([
      {
        '@type': 'TechArticle',
        headline: 'server.port',
        inLanguage: 'en',
        datePublished: '2024-05-28T00:00:00.000Z',
        dateModified: '2024-06-26T03:30:33.000Z',
        url: 'https://docs.example/config/server/port/',
      },
    ]);
  });
});

describe('jsonForScript', () => {
  it('cannot end the script element, and parses back to the same value', () => {
    const value = { headline: 'A </script><script>alert(1)</script> & <!-- title -->' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});
