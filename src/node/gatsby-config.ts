import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { site } from '../data/site';
import { rssFeedOptions } from './feeds';
import { mdxPluginOptions } from './mdx-options';
import { sitemapOptions } from './sitemap';

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
      options: { name: 'content', path: path.resolve(site.contentDir) },
    },
    { resolve: 'gatsby-plugin-mdx', options: mdxPluginOptions },
    {
      resolve: 'gatsby-plugin-feed',
      options: { feeds: rssFeedOptions() },
    },
    { resolve: 'gatsby-plugin-sitemap', options: sitemapOptions() },
  ],
};

export default config;
