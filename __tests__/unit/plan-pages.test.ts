import { planPages, templateFor, type PlannedRecord } from '../../src/node/plan-pages';
import type { SidebarSourceItem } from '../../src/data/types';

const record = (lang: 'en' | 'zh', docId: string, extra: Partial<PlannedRecord> = {}): PlannedRecord => {
  const clean = docId.replace(/(^|\/)index$/, '');
  const route = clean ? `/${clean}/` : '/';
  return {
    id: `${lang}:${docId}`,
    docId,
    lang,
    routePath: lang === 'en' ? route : `/zh${route}`,
    pageType: 'doc',
    pagePath: `content/${lang}/${docId}.mdx`,
    publishedAt: null,
    contentDigest: `digest of ${lang}:${docId}`,
    ...extra,
  };
};

const both = (docId: string, extra: Partial<PlannedRecord> = {}) => [record('en', docId, extra), record('zh', docId, extra)];

const search = {
  settings: { mode: 'local' as const, remoteUrl: '/api/search' },
  indexUrls: { en: '/search_index.en.1.json', zh: '/search_index.zh.2.json' },
};

const sidebars: Record<string, SidebarSourceItem[]> = {
  guide: [{ group: { en: 'Start', zh: '开始' }, items: ['guide/a', 'guide/b', 'guide/c'] }],
};

describe('templateFor', () => {
  it('maps page types to layouts, release notes included', () => {
    expect(templateFor({ pageType: 'home', publishedAt: null })).toBe('home');
    expect(templateFor({ pageType: 'doc', publishedAt: null })).toBe('doc');
    expect(templateFor({ pageType: 'doc', publishedAt: '2024-05-28' })).toBe('release');
    expect(templateFor({ pageType: 'overview', publishedAt: null })).toBe('overview');
    expect(templateFor({ pageType: 'custom', publishedAt: null })).toBe('doc');
    expect(templateFor({ pageType: 'blank', publishedAt: null })).toBe('doc');
  });
});

describe('planPages', () => {
  const records = [...both('index', { pageType: 'home' }), ...both('guide/a'), ...both('guide/b'), ...both('guide/c')];

  it('links previous and next pages in sidebar order, per language', () => {
    const { pages, errors } = planPages(records, sidebars, search);
    expect(errors).toEqual([]);
    const b = pages.find((page) => page.path === '/zh/guide/b/')!;
    expect(b.context).toMatchObject({ locale: 'zh', sidebarKey: 'guide', prevId: 'zh:guide/a', nextId: 'zh:guide/c', docId: 'guide/b' });
    const a = pages.find((page) => page.path === '/guide/a/')!;
    expect(a.context.prevId).toBeNull();
    const home = pages.find((page) => page.path === '/')!;
    expect(home).toMatchObject({ template: 'home', context: { sidebarKey: null, prevId: null, nextId: null } });
  });

  it("gives a page the versions of its record and its neighbours' records, so that a page whose record is made again is queried again", () => {
    const { pages } = planPages(records, sidebars, search);
    expect(pages.find((page) => page.path === '/zh/guide/b/')!.context.recordVersions).toBe('digest of zh:guide/b digest of zh:guide/a digest of zh:guide/c');
    expect(pages.find((page) => page.path === '/guide/a/')!.context.recordVersions).toBe('digest of en:guide/a  digest of en:guide/b');
    const changed = planPages(records.map((r) => (r.id === 'zh:guide/a' ? { ...r, contentDigest: 'new' } : r)), sidebars, search);
    expect(changed.pages.find((page) => page.path === '/zh/guide/b/')!.context.recordVersions).toBe('digest of zh:guide/b new digest of zh:guide/c');
  });

  it('tells every page where the index of its language is', () => {
    const { pages } = planPages(records, sidebars, search);
    expect(pages.find((page) => page.path === '/zh/guide/a/')!.context.search).toEqual({
      mode: 'local',
      remoteUrl: '/api/search',
      indexUrl: '/search_index.zh.2.json',
    });
    expect(pages.find((page) => page.path === '/404/')!.context.search.indexUrl).toBe('/search_index.en.1.json');
  });

  it('adds a 404 page for each language', () => {
    const { pages } = planPages(records, sidebars, search);
    expect(pages.filter((page) => page.template === 'notFound').map((page) => page.path)).toEqual(['/404/', '/zh/404/']);
  });

  it('gives overview pages the glob of the routes they list', () => {
    const { pages } = planPages([...records, ...both('guide/index', { pageType: 'overview' })], sidebars, search);
    expect(pages.find((page) => page.path === '/zh/guide/')!.context.childGlob).toBe('/zh/guide/**');
  });

  it('reports a page without its twin and a sidebar link without a page', () => {
    const { errors } = planPages([...records.filter((r) => r.id !== 'zh:guide/c'), record('en', 'guide/extra')], sidebars, search);
    expect(errors).toEqual(
      expect.arrayContaining([
        'content/en/guide/c.mdx: no zh twin (expected content/zh/guide/c.mdx)',
        'content/en/guide/extra.mdx: no zh twin (expected content/zh/guide/extra.mdx)',
        'src/data/sidebars.ts: the guide sidebar links "guide/c", but content/zh/guide/c.mdx does not exist',
      ]),
    );
  });
});
