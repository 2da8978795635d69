/**
 * The entities of the site's data layer. Each one is also declared as a
 * GraphQL type in `src/node/schema.ts`; keep the two in step.
 */

export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** A text given in every language of the site. */
export type Localized = Record<Lang, string>;

export type PageType = 'home' | 'doc' | 'overview' | 'custom' | 'blank' | '404';
export const AUTHORED_PAGE_TYPES: readonly PageType[] = ['home', 'doc', 'overview', 'custom', 'blank'];

export interface NavItem {
  text: string;
  link: string;
  /** Regular expression (source text) matched against the current path. */
  activeMatch: string;
  position: 'left' | 'right';
  items?: NavItem[];
  tag?: string;
}

export type SocialIcon = 'github' | 'x' | 'discord';

export interface SocialLink {
  icon: SocialIcon;
  /** Accessible name of the link. */
  label: string;
  url: string;
}

export interface ToolLink {
  name: string;
  /** Chinese description. */
  desc: string;
  descEn: string;
  /** File under `static/`. */
  logo: string;
  logoScale?: number;
  url: string;
  urlEn?: string;
}

export interface UiStrings {
  skipToContent: string;
  /** The link from the top of the article to the page's outline. */
  skipToOutline: string;
  /** The name of a heading's permalink, `{heading}` standing for its text. */
  headingLink: string;
  mainNavigation: string;
  sidebarNavigation: string;
  menu: string;
  closeMenu: string;
  openSidebar: string;
  closeSidebar: string;
  /** Names the theme switch on a light page. */
  themeToDark: string;
  /** Names the theme switch on a dark page. */
  themeToLight: string;
  moreLinks: string;
  toggleGroup: string;
  homeLink: string;
  notFoundTitle: string;
  notFoundText: string;
  takeMeHome: string;
  publishedOn: string;
  feedRss: string;
  feedAtom: string;
  pagerNav: string;
  pageNavigation: string;
  featuresLabel: string;
  copyCode: string;
  /** The type panels of code examples: the label of the link to a name's page, and a note on the JSDoc's language ('' where it matches). */
  codeHover: { link: string; docsNote: string };
  toolsMenu: string;
  toolsTitle: string;
  copied: string;
  search: { close: string; loading: string; noResults: string; tryAgain: string; results: string; hits: string; failed: string };
  option: {
    type: string;
    default: string;
    since: string;
    /** `{development}` and `{production}` stand for the two values. */
    perMode: string;
    /** `{value}` stands for what Rsbuild uses in place of an unset option. */
    unset: string;
    name: string;
    subOptions: string;
  };
  callout: Record<'tip' | 'info' | 'note' | 'warning' | 'danger' | 'details', string>;
  /** The control by a doc page's title that copies the page as Markdown, and its menu. */
  copyPage: { copy: string; menu: string; viewMarkdown: string; llmsTxt: string; failed: string };
}

export interface LocaleRecord {
  lang: Lang;
  /** Value of `<html lang>`. */
  htmlLang: string;
  /** Route prefix: '' for the default language. */
  prefix: '' | `/${string}`;
  label: string;
  title: string;
  description: string;
  editLinkText: string;
  lastUpdatedText: string;
  outlineTitle: string;
  prevPageText: string;
  nextPageText: string;
  footerMessage: string;
  searchPlaceholder: string;
  ui: UiStrings;
}

export type SidebarKey = 'guide' | 'config' | 'plugins' | 'api' | 'community';

/**
 * A sidebar as authors write it: doc ids (paths under `content/<lang>/`
 * without extension) and groups with a label in each language.
 */
export type SidebarSourceItem =
  | string
  | { doc: string; text?: Localized; tag?: string }
  | {
      group: Localized;
      items: SidebarSourceItem[];
      collapsible?: boolean;
      collapsed?: boolean;
      tag?: string;
    }
  | { divider: 'solid' | 'dashed' }
  | { header: Localized };

/** A sidebar item resolved for one language. */
export interface SidebarItem {
  kind: 'link' | 'group' | 'divider' | 'header';
  /** Label; for links without one, the title of the linked page. */
  text?: string;
  link?: string;
  /** Doc id of a link: its path under `content/<lang>/` without extension. */
  fileKey?: string;
  collapsible?: boolean;
  collapsed?: boolean;
  tag?: string;
  dividerType?: 'solid' | 'dashed';
  items?: SidebarItem[];
}

export interface FeedRecord {
  id: string;
  url: string;
  mime: 'application/rss+xml' | 'application/atom+xml';
  language: 'en' | 'zh-CN';
  title: string;
}

export interface SiteData {
  title: string;
  description: string;
  siteUrl: string;
  lang: Lang;
  base: string;
  cleanUrls: boolean;
  ssg: boolean;
  logo: string;
  logoText: string;
  multiVersion: { default: string; versions: string[] };
  /** Repository of Rsbuild itself. */
  repository: string;
  /** Repository of this documentation site, without a trailing slash; a fork sets its own. */
  docsRepository: string;
  /** Branch of `docsRepository` that edit links open. */
  docsBranch: string;
  /** Folder of the MDX pages, relative to the repository root; it holds one folder per language. */
  contentDir: string;
  copyrightYear: number;
  /** `auto` hides the navbar while the reader scrolls down and brings it back on the way up. */
  hideNavbar: 'never' | 'auto' | 'always';
  /**
   * `local` searches the prebuilt index in the browser; `remote` asks
   * `remoteUrl` (`?keyword=&limit=&searchIndexes=&lang=`) instead.
   */
  search: { mode: 'local' | 'remote'; remoteUrl: string };
}

/** How a page searches: the site's mode, and the prebuilt index of the page's language. */
export interface SearchContext extends Pick<SiteData['search'], 'mode' | 'remoteUrl'> {
  indexUrl: string;
}

export interface PageContext {
  locale: Lang;
  pageType: PageType;
  search: SearchContext;
  /** DocPage id and doc id; absent on 404 pages. */
  id?: string;
  docId?: string;
  sidebarKey?: SidebarKey | null;
  prevId?: string | null;
  nextId?: string | null;
  /** Overview pages: glob of the routes they list. */
  childGlob?: string;
  /** `false` when the page's front matter hides the navbar. */
  navbar?: false;
  /**
   * The content digests of the page's record and of its neighbours'. In
   * `gatsby develop` a record is made again after each save, and a page
   * query that ran while it was missing found nothing and so depends on
   * nothing: Gatsby would keep that empty result. A new digest changes the
   * context, and a changed context runs the query again.
   */
  recordVersions?: string;
}
