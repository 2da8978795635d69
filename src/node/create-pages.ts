import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { sidebars } from '../data/sidebars';
import { site } from '../data/site';
import type { Lang, PageType } from '../data/types';
import { planPages, type TemplateName } from './plan-pages';
import { developSearchUrls } from './develop-search';
import { recordsSettled } from './on-create-node';
import { writeSearchIndexes } from './search-index';
import { startSocialCards } from './social-cards';

const templates: Record<TemplateName, string> = {
  home: 'home.tsx',
  doc: 'doc.tsx',
  release: 'release.tsx',
  overview: 'overview.tsx',
  notFound: 'not-found.tsx',
};

interface PagesQuery {
  allDocPage: {
    nodes: {
      id: string;
      docId: string;
      lang: Lang;
      routePath: string;
      pageType: PageType;
      pagePath: string;
      title: string;
      description: string;
      content: string;
      toc: { id: string; text: string; charIndex: number }[];
      frontmatter: { published_at: string | null; navbar: boolean | null };
      internal: { contentDigest: string };
    }[];
  };
}

/**
 * In `gatsby develop`, how long createPages waits for a page record that
 * Gatsby is still making: a save's File node can be changed while Gatsby
 * re-creates the pages, and its MDX node and record made just after. A page
 * planned without its record was dropped, and Gatsby runs createPages again
 * only after the next save. A record that does not come (front matter that
 * is not YAML) leaves the page out once this has passed.
 */
const DEVELOP_RECORD_WAIT_MS = 2000;
const developing = process.env.gatsby_executing_command === 'develop';

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  /** The page records and the pages planned from them; null when the records cannot be queried. */
  const plan = async () => {
    await recordsSettled();
    const result = await graphql<PagesQuery>(`
      query CreatePages {
        allDocPage(sort: { pagePath: ASC }) {
          nodes {
            id
            docId
            lang
            routePath
            pageType
            pagePath
            title
            description
            content
            toc {
              id
              text
              charIndex
            }
            frontmatter {
              published_at
              navbar
            }
            internal {
              contentDigest
            }
          }
        }
      }
    `);
    if (result.errors || !result.data) {
      reporter.panicOnBuild('Could not query the page records', result.errors);
      return null;
    }
    const records = result.data.allDocPage.nodes.map((node) => ({
      ...node,
      publishedAt: node.frontmatter.published_at,
      navbar: node.frontmatter.navbar,
      contentDigest: node.internal.contentDigest,
    }));
    // The development server answers search files itself, when they are asked for.
    const indexUrls = developing ? developSearchUrls() : await writeSearchIndexes(records);
    return { records, ...planPages(records, sidebars, { settings: site.search, indexUrls }) };
  };

  let planned = await plan();
  for (const since = Date.now(); developing && planned && planned.errors.length > 0 && Date.now() - since < DEVELOP_RECORD_WAIT_MS; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    planned = await plan();
  }
  if (!planned) return;
  // Social cards are drawn alongside the rest of the build; onPostBuild waits for them.
  if (process.env.gatsby_executing_command === 'build') startSocialCards(planned.records);
  planned.errors.forEach((message) => reporter.panicOnBuild(message));

  for (const page of planned.pages) {
    actions.createPage({
      path: page.path,
      component: path.resolve('src/templates', templates[page.template]),
      context: page.context,
    });
  }
};
