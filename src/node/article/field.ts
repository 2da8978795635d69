import type { NodePluginSchema } from 'gatsby';
import type { Lang } from '../../data/types';
import { problemsHtml } from '../../utils/author-problems';
import type { MdxNode } from '../on-create-node';
import { checkedArticle } from './checked-article';
import type { ArticleHelpers } from './render';

interface DocPageSource {
  parent: string;
  lang: Lang;
  docId: string;
}

const developing = process.env.gatsby_executing_command === 'develop';

/**
 * `DocPage.html`: the page's article, rendered from its MDX when a query
 * first asks for it and kept in the cache after. Templates query it, so an
 * article reaches the browser as HTML in its page data, and a development
 * server renders only the pages someone opens. A problem with the MDX (it
 * does not compile, or links to a page or heading that does not exist)
 * fails a build; in development the page shows it instead, and the
 * terminal names it too.
 */
export function articleHtmlField(schema: NodePluginSchema, helpers: ArticleHelpers) {
  return schema.buildObjectType({
    name: 'DocPage',
    fields: {
      html: {
        type: 'String!',
        description: 'The article as static HTML: the MDX body rendered with the site’s remark plugins and article components',
        resolve: async (page: DocPageSource) => {
          const mdx = helpers.getNode(page.parent) as MdxNode;
          const source = {
            body: mdx.body,
            absolutePath: mdx.internal.contentFilePath,
            contentDigest: mdx.internal.contentDigest,
            lang: page.lang,
            docId: page.docId,
          };
          const { html, problems } = await checkedArticle(source, helpers);
          if (!problems.length) return html;
          if (!developing) throw new Error(problems.join('\n'));
          problems.forEach((problem) => helpers.reporter.error(problem));
          return problemsHtml(problems) + html;
        },
      },
    },
  });
}
