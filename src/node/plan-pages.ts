import { LANGS, type Lang, type PageContext, type SearchContext, type SiteData, type SidebarKey, type SidebarSourceItem, type PageType } from '../data/types';
import { flattenLinks, resolveSidebar, sidebarKeyOf } from '../utils/sidebar';
import { homePath } from '../utils/paths';

/** What create-pages knows of each page record. */
export interface PlannedRecord {
  id: string;
  docId: string;
  lang: Lang;
  routePath: string;
  pageType: PageType;
  pagePath: string;
  /** Set on release notes. */
  publishedAt: string | null;
  /** `false` when the front matter hides the navbar. */
  navbar?: boolean | null;
  /** The record's content digest, new each time the record is made again. */
  contentDigest: string;
}

export type TemplateName = 'home' | 'doc' | 'release' | 'overview' | 'notFound';

export interface PageSpec {
  path: string;
  template: TemplateName;
  context: PageContext;
}

export interface Plan {
  pages: PageSpec[];
  errors: string[];
}

/** One layout per page type; release notes are docs with a publish date, and custom and blank pages docs shown bare. */
export function templateFor(record: Pick<PlannedRecord, 'pageType' | 'publishedAt'>): TemplateName {
  switch (record.pageType) {
    case 'home':
      return 'home';
    case 'overview':
      return 'overview';
    case 'custom':
    case 'blank':
      return 'doc';
    case '404':
      return 'notFound';
    case 'doc':
      return record.publishedAt ? 'release' : 'doc';
  }
}

function checkTwins(records: PlannedRecord[]): string[] {
  const byLang = new Map(LANGS.map((lang) => [lang, new Set(records.filter((r) => r.lang === lang).map((r) => r.docId))]));
  return records.flatMap((record) =>
    LANGS.filter((lang) => !byLang.get(lang)!.has(record.docId)).map(
      (lang) => `${record.pagePath}: no ${lang} twin (expected content/${lang}/${record.pagePath.split('/').slice(2).join('/')})`,
    ),
  );
}

/**
 * Turns page records and sidebars into page specs. Pure: it reports every
 * problem it finds instead of stopping at the first.
 */
export function planPages(
  records: PlannedRecord[],
  sidebars: Partial<Record<SidebarKey, SidebarSourceItem[]>>,
  search: { settings: SiteData['search']; indexUrls: Record<Lang, string> },
): Plan {
  const searchFor = (lang: Lang): SearchContext => ({ ...search.settings, indexUrl: search.indexUrls[lang] });
  const errors = checkTwins(records);
  const byRoute = new Map(records.map((record) => [record.routePath, record]));

  const neighbours = new Map<string, { prevId: string | null; nextId: string | null }>();
  for (const [key, source] of Object.entries(sidebars) as [SidebarKey, SidebarSourceItem[]][]) {
    for (const lang of LANGS) {
      const links = flattenLinks(resolveSidebar(source, lang));
      const ids = links.map((link) => {
        const record = byRoute.get(link.link!);
        if (!record) errors.push(`src/data/sidebars.ts: the ${key} sidebar links "${link.fileKey}", but content/${lang}/${link.fileKey}.mdx does not exist`);
        return record?.id ?? null;
      });
      ids.forEach((id, index) => {
        if (id) neighbours.set(id, { prevId: ids[index - 1] ?? null, nextId: ids[index + 1] ?? null });
      });
    }
  }

  const digests = new Map(records.map((record) => [record.id, record.contentDigest]));
  const pages: PageSpec[] = records.map((record) => {
    const { prevId = null, nextId = null } = neighbours.get(record.id) ?? {};
    return {
      path: record.routePath,
      template: templateFor(record),
      context: {
        ...(record.pageType === 'overview' && { childGlob: `${record.routePath}**` }),
        ...(record.navbar === false && { navbar: false }),
        locale: record.lang,
        pageType: record.pageType,
        search: searchFor(record.lang),
        id: record.id,
        docId: record.docId,
        sidebarKey: sidebarKeyOf(sidebars, record.docId),
        prevId,
        nextId,
        recordVersions: [record.id, prevId, nextId].map((id) => (id ? digests.get(id) : '')).join(' '),
      },
    };
  });

  for (const lang of LANGS) {
    pages.push({ path: `${homePath(lang)}404/`, template: 'notFound', context: { locale: lang, pageType: '404', search: searchFor(lang) } });
  }

  return { pages, errors };
}
