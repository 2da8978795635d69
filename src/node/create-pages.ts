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

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
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
    return;
  }

  const records = result.data.allDocPage.nodes.map((node) => ({
    ...node,
    publishedAt: node.frontmatter.published_at,
    navbar: node.frontmatter.navbar,
    contentDigest: node.internal.contentDigest,
  }));
  // Social cards are drawn alongside the rest of the build; onPostBuild waits for them.
  if (process.env.gatsby_executing_command === 'build') startSocialCards(records);
  // The development server answers search files itself, when they are asked for.
  const indexUrls = process.env.gatsby_executing_command === 'develop' ? developSearchUrls() : await writeSearchIndexes(records);
  const { pages, errors } = planPages(records, sidebars, { settings: site.search, indexUrls });
  errors.forEach((message) => reporter.panicOnBuild(message));

  for (const page of pages) {
    actions.createPage({
      path: page.path,
      component: path.resolve('src/templates', templates[page.template]),
      context: page.context,
    });
  }
};
