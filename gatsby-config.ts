import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import remarkGfm from 'remark-gfm';
import { site } from './src/data/site';
import { remarkCodeBlock } from './src/node/remark-code-block';

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: 'always',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: path.resolve('content') },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx', '.md'],
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkCodeBlock],
        },
        gatsbyRemarkPlugins: [
          {
            resolve: 'gatsby-remark-autolink-headers',
            options: { enableCustomId: true, className: 'heading-anchor', isIconAfterHeader: true, offsetY: 72 },
          },
          {
            resolve: 'gatsby-remark-prismjs',
            options: { noInlineHighlight: true, aliases: { sh: 'bash', shell: 'bash' } },
          },
        ],
      },
    },
  ],
};

export default config;
