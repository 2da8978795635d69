import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import TerserPlugin from 'terser-webpack-plugin';
import type { RuleSetRule } from 'webpack';
import { DEVELOP_SHELL_FILES, slimDevelopShell } from './develop-shell';

type Stage = 'develop' | 'develop-html' | 'build-javascript' | 'build-html';

const STRIP_GRAPHQL_LOADER = path.join(__dirname, 'strip-graphql-loader.js');

/** SWC options for one module: the parser by file extension, the target by stage. */
function swcOptions(resource: string, stage: Stage, browserslist: string[]) {
  const typescript = /\.tsx?$/.test(resource);
  const develop = stage === 'develop';
  return {
    jsc: {
      parser: typescript ? { syntax: 'typescript', tsx: resource.endsWith('x') } : { syntax: 'ecmascript', jsx: true },
      transform: { react: { runtime: 'automatic', development: develop, refresh: develop } },
    },
    env: { targets: stage.endsWith('html') ? { node: '20' } : browserslist },
    sourceMaps: develop,
  };
}

/**
 * Gatsby compiles the site's code (and `.cache/`, and packages built on
 * gatsby) with Babel in every webpack stage, and node_modules too for the
 * browser. SWC does the same work in a fraction of the time: the two
 * production bundles are most of a cold build and the development bundle
 * most of a first `gatsby develop`. The minifier moves from terser to SWC's
 * for the same reason.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, store, plugins }) => {
  const config = getConfig();
  const browserslist = (store.getState() as { program: { browserslist: string[] } }).program.browserslist;
  const swcLoader = (resource: string) => ({ loader: 'swc-loader', options: swcOptions(resource, stage as Stage, browserslist) });

  config.module.rules = (config.module.rules as RuleSetRule[])
    // gatsby-plugin-typescript, which Gatsby always loads, adds a rule that
    // runs Babel over every .ts and .tsx file again after SWC; in a first
    // `gatsby develop` that second compilation took 3 s.
    .filter((rule) => String(rule.test) !== String(/\.tsx?$/))
    .map((rule) => {
      const test = String(rule.test);
      if (test === String(/\.(js|mjs|jsx|ts|tsx)$/)) {
        return { ...rule, use: ({ resource }: { resource: string }) => [swcLoader(resource), { loader: STRIP_GRAPHQL_LOADER }] };
      }
      if (test === String(/\.(js|mjs)$/) && rule.type === 'javascript/auto') {
        return { ...rule, use: ({ resource }: { resource: string }) => [swcLoader(resource)] };
      }
      return rule;
    });

  if (stage === 'build-javascript') {
    // No source maps for the browser's bundles: no reader needs them, they
    // added 1.5 MB to public/, and writing them through the minifier took
    // about a second of the bundles' 11 s. The HTML renderer keeps its own,
    // so an error in server rendering still names the source line.
    config.devtool = false;
    config.optimization.minimizer = config.optimization.minimizer.map((plugin: { constructor: { name: string } }) =>
      plugin.constructor.name === 'TerserPlugin'
        ? new TerserPlugin({ minify: TerserPlugin.swcMinify, exclude: /\.min\.js/, terserOptions: { compress: { ecma: 5 }, mangle: true } })
        : plugin,
    );
  }
  if (stage === 'develop') {
    // ESLint over every module of the development bundle, 2–3 s of a first
    // start, checks nothing that the type check and the tests do not.
    config.plugins = config.plugins.filter((plugin: { constructor: { name: string } }) => plugin.constructor.name !== 'ESLintWebpackPlugin');
  }
  // A production build keeps no webpack cache: snapshotting the build
  // dependencies for it walks every file Gatsby and the site's build code
  // require, 12 s of a cold build, for a cache that `npm run build`, which
  // starts from clean, never reads.
  if (stage === 'build-javascript' || stage === 'build-html') config.cache = false;
  // The development server keeps its cache, which makes a warm start's
  // bundle three times faster, but not Gatsby's list of what invalidates
  // it: every module Gatsby and its plugins require, resolved anew on each
  // start and each save of the cache (7 s of a first start). The installed
  // packages, this configuration and the site's plugin list say the same.
  if (stage === 'develop' || stage === 'develop-html') {
    config.cache.buildDependencies = { config: [path.resolve('package-lock.json'), path.resolve('gatsby-config.js'), __filename, STRIP_GRAPHQL_LOADER, ...DEVELOP_SHELL_FILES] };
    // Reading the cache copies every restored buffer so that the originals
    // can be collected: 0.7 s of a warm start for memory that a development
    // server keeps anyway.
    config.cache.allowCollectingMemory = false;
    // Stored as soon as the first compilation is idle, not 5 s later: Gatsby
    // exits on Ctrl-C without closing the compiler, so a session stopped
    // before then left no cache and the next start bundled from scratch.
    config.cache.idleTimeoutForInitialStore = 0;
    // Gatsby copies its runtime into .cache/ at every start, which renews
    // the files' timestamps; comparing content as well keeps the 69 modules
    // it copies from being compiled again (1.1 s of a warm start).
    config.snapshot = { ...config.snapshot, module: { timestamp: true, hash: true } };
  }
  slimDevelopShell(stage, config, plugins);
  actions.replaceWebpackConfig(config);
};
