import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { onCreateWebpackConfig } from '../../src/node/webpack/swc';

type Stage = 'develop' | 'develop-html' | 'build-javascript' | 'build-html';
type Rule = { test?: RegExp; type?: string; use?: unknown };

class ESLintWebpackPlugin {}
class TerserPlugin {}

/** The parts of Gatsby's webpack configuration that the hook rewrites, as Gatsby 5 and gatsby-plugin-typescript make them. */
function gatsbyConfig(stage: Stage) {
  return {
    module: {
      rules: [
        { test: /\.(js|mjs|jsx|ts|tsx)$/, type: 'javascript/auto', use: ['babel-loader'] },
        { test: /\.(js|mjs)$/, type: 'javascript/auto', use: ['babel-loader'] },
        { test: /\.css$/, use: ['css-loader'] },
        { test: /\.tsx?$/, use: ['babel-loader'] },
      ] as Rule[],
    },
    plugins: stage === 'develop' ? [new ESLintWebpackPlugin()] : [],
    optimization: { minimizer: [new TerserPlugin()] },
    cache: { type: 'filesystem', buildDependencies: { config: ['/gatsby/dist/utils/webpack.config.js', '/work/gatsby-node.js'] } },
    devtool: stage === 'develop' ? 'eval-cheap-module-source-map' : 'source-map',
  };
}

function configFor(stage: Stage) {
  let replaced: ReturnType<typeof gatsbyConfig> | undefined;
  const config = gatsbyConfig(stage);
  const args = {
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig: (next: typeof config) => (replaced = next) },
    store: { getState: () => ({ program: { browserslist: ['>0.25%'] } }) },
    plugins: { normalModuleReplacement: (request: RegExp, replacement: string) => new webpack.NormalModuleReplacementPlugin(request, replacement) },
  };
  (onCreateWebpackConfig as (a: unknown) => void)(args);
  if (!replaced) throw new Error('the hook did not replace the configuration');
  return replaced;
}

const loaders = (rule: Rule) => (rule.use as (info: { resource: string }) => { loader: string }[])({ resource: '/work/src/a.tsx' }).map((use) => use.loader);

describe.each(['develop', 'develop-html', 'build-javascript', 'build-html'] as Stage[])('webpack in %s', (stage) => {
  const config = configFor(stage);

  it('compiles TypeScript once, with SWC: no second Babel pass over .ts and .tsx', () => {
    expect(config.module.rules.map((rule) => String(rule.test))).not.toContain(String(/\.tsx?$/));
    expect(loaders(config.module.rules[0]!)[0]).toBe('swc-loader');
    expect(config.module.rules.flatMap((rule) => (Array.isArray(rule.use) ? rule.use : []))).not.toContain('babel-loader');
  });
});

describe('the development server', () => {
  it('runs no ESLint in the bundle and keeps a cache invalidated by the lockfile, the site configuration and this module', () => {
    const config = configFor('develop');
    expect(config.plugins).toEqual([]);
    expect(config.cache.buildDependencies.config).toEqual([
      path.resolve('package-lock.json'),
      path.resolve('gatsby-config.js'),
      path.resolve('src/node/webpack/swc.ts'),
      path.resolve('src/node/webpack/strip-graphql-loader.js'),
      path.resolve('src/node/webpack/develop-shell.ts'),
    ]);
  });

  it('stores its cache once the first compilation is idle, reads it without copying, and compares the content of files Gatsby rewrites', () => {
    const config = configFor('develop') as ReturnType<typeof configFor> & { snapshot: { module: object } };
    expect(config.cache).toMatchObject({ idleTimeoutForInitialStore: 0, allowCollectingMemory: false });
    expect(config.snapshot.module).toEqual({ timestamp: true, hash: true });
  });
});

describe('a production build', () => {
  it('keeps no webpack cache', () => {
    expect(configFor('build-javascript').cache).toBe(false);
    expect(configFor('build-html').cache).toBe(false);
  });

  it('writes no source maps for the browser, and keeps those of the server renderer', () => {
    expect(configFor('build-javascript').devtool).toBe(false);
    expect(configFor('build-html').devtool).toBe('source-map');
  });
});

describe('the development shell', () => {
  const replacements = (stage: Stage) =>
    (configFor(stage).plugins as object[]).filter((plugin): plugin is webpack.NormalModuleReplacementPlugin => plugin instanceof webpack.NormalModuleReplacementPlugin);
  /** The imports the shell's renderer makes, as Gatsby's entry and the site's gatsby-ssr write them. */
  const shellImports = () => {
    const entry = fs.readFileSync(require.resolve('gatsby/cache-dir/develop-static-entry.js'), 'utf8');
    const ssr = fs.readFileSync('gatsby-ssr.tsx', 'utf8');
    return {
      pages: /from "(\$virtual\/async-requires)"/.exec(entry)?.[1],
      shell: /export \{ wrapPageElement \} from '([^']+)'/.exec(ssr)?.[1],
    };
  };

  it('is rendered without the page templates and the page shell, which it never renders', () => {
    const { pages, shell } = shellImports();
    expect(pages).toBe('$virtual/async-requires');
    expect(shell).toBe('./src/components/Layout/wrap-page-element');
    const standIns = replacements('develop-html');
    const standInFor = (request: string) => standIns.find((plugin) => plugin.resourceRegExp.test(request))?.newResource;
    expect(standInFor(pages!)).toBe(path.resolve('src/node/webpack/develop-shell/page-components.js'));
    expect(standInFor(shell!)).toBe(path.resolve('src/node/webpack/develop-shell/wrap-page-element.js'));
    expect(standInFor('./src/components/Layout/PageShell')).toBeUndefined();
    for (const file of standIns.map((plugin) => plugin.newResource as string)) expect(fs.existsSync(file)).toBe(true);
  });

  it('keeps everything in the browser bundle, the production renderer and Gatsby\'s server rendering in development', () => {
    for (const stage of ['develop', 'build-javascript', 'build-html'] as Stage[]) expect(replacements(stage)).toEqual([]);
    process.env.GATSBY_EXPERIMENTAL_DEV_SSR = 'true';
    try {
      expect(replacements('develop-html')).toEqual([]);
    } finally {
      delete process.env.GATSBY_EXPERIMENTAL_DEV_SSR;
    }
  });
});
