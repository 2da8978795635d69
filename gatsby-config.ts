import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { site } from './src/data/site';
import { rssFeedOptions } from './src/node/feeds';
import { remarkCallouts } from './src/node/remark-callouts';
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
          remarkPlugins: [remarkGfm, remarkDirective, remarkCallouts, remarkCodeBlock],
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
    {
      resolve: 'gatsby-plugin-feed',
      options: { feeds: rssFeedOptions() },
    },
  ],
};

export default config;
