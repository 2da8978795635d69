import type { GatsbyNode } from 'gatsby';

/**
 * Every MDX page is a chunk of its own, and the webpack runtime that every
 * first visit loads maps each chunk id to its file name. With Gatsby's
 * `[name]-[contenthash]`, that map holds every page's long component name
 * and a 20-character hash, so it grows with each page (11.7 KB gzip at 363
 * pages). Ids and shorter hashes keep the names unique and cacheable at a
 * fraction of that; Gatsby finds a page's chunks through its build stats,
 * not through the file names.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  if (stage !== 'build-javascript') return;
  const config = getConfig();
  config.output.chunkFilename = '[id]-[contenthash:10].js';
  actions.replaceWebpackConfig(config);
};
