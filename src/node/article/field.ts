import type { NodePluginSchema } from 'gatsby';
import type { Lang } from '../../data/types';
import type { MdxNode } from '../on-create-node';
import { cachedArticle, type ArticleHelpers } from './render';

interface DocPageSource {
  parent: string;
  lang: Lang;
  docId: string;
}

/**
 * `DocPage.html`: the page's article, rendered from its MDX when a query
 * first asks for it and kept in the cache after. Templates query it, so an
 * article reaches the browser as HTML in its page data, and a development
 * server renders only the pages someone opens.
 */
export function articleHtmlField(schema: NodePluginSchema, helpers: ArticleHelpers) {
  return schema.buildObjectType({
    name: 'DocPage',
    fields: {
      html: {
        type: 'String!',
        description: 'The article as static HTML: the MDX body rendered with the site’s remark plugins and article components',
        resolve: (page: DocPageSource) => {
          const mdx = helpers.getNode(page.parent) as MdxNode;
          return cachedArticle(
            {
              body: mdx.body,
              absolutePath: mdx.internal.contentFilePath,
              contentDigest: mdx.internal.contentDigest,
              lang: page.lang,
              docId: page.docId,
            },
            helpers,
          );
        },
      },
    },
  });
}
