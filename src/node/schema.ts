import type { GatsbyNode } from 'gatsby';
import { locales } from '../data/locales';
import { articleHtmlField } from './article/field';

const uiStringFields = Object.keys(locales.en.ui)
  .map((key) => `  ${key}: String!`)
  .join('\n');

/**
 * The data layer, declared rather than inferred: every entity of the site
 * is a type here, so GraphiQL documents what each page is built from.
 */
export const typeDefs = `
  type Mdx implements Node @dontInfer {
    body: String!
    frontmatter: Frontmatter!
  }

  """Front matter an author may write at the top of a page."""
  type Frontmatter {
    title: String!
    description: String
    "home, doc (default), overview, custom or blank"
    pageType: String
    "Replaces ' - Rsbuild' after the title in the browser tab"
    titleSuffix: String
    hero: Hero
    features: [Feature!]
    "Publish date of a release note"
    published_at: Date @dateformat
    "Ids of the feeds whose links the page announces"
    linkRss: [String!]
    navbar: Boolean
    sidebar: Boolean
    outline: Boolean
    footer: Boolean
    overview: Boolean
    "Config option a page documents, e.g. output.dataUriLimit"
    option: String
    "TypeScript type of the option"
    type: String
    "Default value as code; the development value when productionDefault is set"
    default: String
    "Default in production builds, when it differs"
    productionDefault: String
    "True when the option has no value of its own and the defaults are what Rsbuild uses in its place"
    unset: Boolean
    "Rsbuild version that introduced the option"
    since: String
    subOptions: [SubOption!]
  }

  "A field of an object-valued config option, documented on its parent's page"
  type SubOption {
    name: String!
    type: String!
    default: String!
    productionDefault: String
    unset: Boolean
    since: String
  }

  type Hero {
    name: String!
    text: String
    tagline: String
    actions: [HeroAction!]
    image: HeroImage
  }

  type HeroAction {
    "brand or alt"
    theme: String!
    text: String!
    link: String!
  }

  type HeroImage {
    src: String!
    alt: String!
  }

  type Feature {
    title: String!
    details: String!
    icon: String
    link: String
    span: Int
  }

  type TocItem {
    text: String!
    id: String!
    "2 to 4"
    depth: Int!
    "Offset of the heading in the page text; -1 when not located"
    charIndex: Int!
  }

  type Feed {
    id: String!
    url: String!
    "application/rss+xml or application/atom+xml"
    mime: String!
    "en or zh-CN"
    language: String!
    title: String!
  }

  """The page record of one source file: what a page is built from."""
  type DocPage implements Node @dontInfer {
    "Source file, relative to the repository"
    pagePath: String!
    "Source file, relative to its language folder"
    relativePath: String!
    "relativePath without extension; twins in both languages share it"
    docId: String!
    pageType: String!
    title: String!
    description: String!
    frontmatter: Frontmatter!
    toc: [TocItem!]!
    "Readable text of the page: no code, markup or components. Search indexes it."
    content: String!
    routePath: String!
    lang: String!
    "Always empty: the site has one version"
    version: String!
    feeds: [Feed!]!
    lastUpdated: Date! @dateformat
  }

  type NavItem {
    text: String!
    link: String!
    activeMatch: String!
    position: String!
    items: [NavItem!]
    tag: String
  }

  type Nav implements Node @dontInfer {
    lang: String!
    items: [NavItem!]!
  }

  type SidebarItem {
    "link, group, divider or header"
    kind: String!
    "Label; for a link without one, the title of its page"
    text: String
    link: String
    fileKey: String
    collapsible: Boolean
    collapsed: Boolean
    tag: String
    dividerType: String
    items: [SidebarItem!]
  }

  type Sidebar implements Node @dontInfer {
    key: String!
    lang: String!
    items: [SidebarItem!]!
  }

  type UiStrings {
${uiStringFields}
  }

  type Locale implements Node @dontInfer {
    lang: String!
    htmlLang: String!
    prefix: String!
    label: String!
    title: String!
    description: String!
    editLinkText: String!
    lastUpdatedText: String!
    outlineTitle: String!
    prevPageText: String!
    nextPageText: String!
    footerMessage: String!
    searchPlaceholder: String!
    ui: UiStrings!
  }

  type SocialLink implements Node @dontInfer {
    icon: String!
    label: String!
    url: String!
  }

  type ToolLink implements Node @dontInfer {
    name: String!
    desc: String!
    descEn: String!
    logo: String!
    logoScale: Float
    url: String!
    urlEn: String
  }

  type MultiVersion {
    default: String!
    versions: [String!]!
  }

  type SearchSettings {
    "local (the prebuilt index in the browser) or remote"
    mode: String!
    "Endpoint of the remote mode"
    remoteUrl: String!
  }

  type SiteData implements Node @dontInfer {
    title: String!
    description: String!
    siteUrl: String!
    lang: String!
    base: String!
    cleanUrls: Boolean!
    ssg: Boolean!
    logo: String!
    logoText: String!
    multiVersion: MultiVersion!
    "Repository of Rsbuild itself"
    repository: String!
    "Repository of this documentation site"
    docsRepository: String!
    "Branch of docsRepository that edit links open"
    docsBranch: String!
    "Folder of the MDX pages in docsRepository, one folder per language"
    contentDir: String!
    copyrightYear: Int!
    "never, auto (hide while scrolling down) or always"
    hideNavbar: String!
    search: SearchSettings!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema, ...helpers }) => {
  actions.createTypes(typeDefs);
  actions.createTypes(articleHtmlField(schema, helpers));
  // A link's label falls back to its page's title, so sidebars and titles never drift.
  actions.createTypes(
    schema.buildObjectType({
      name: 'SidebarItem',
      fields: {
        text: {
          type: 'String',
          resolve: async (
            item: { text?: string; link?: string },
            _args: unknown,
            context: { nodeModel: { findOne: (q: object) => Promise<{ title: string } | null> } },
          ) => {
            if (item.text || !item.link) return item.text ?? null;
            const page = await context.nodeModel.findOne({
              type: 'DocPage',
              query: { filter: { routePath: { eq: item.link } } },
            });
            return page?.title ?? null;
          },
        },
      },
    }),
  );
};
