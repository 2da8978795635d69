// Prints, as JSON after `__PLUGIN_DEFAULTS__`, what each installed official
// plugin uses for its options when it is called with none, in the mode
// given on the command line (`development` or `production`). Each plugin is
// registered alone (with plugin-babel when it edits Babel's options) in an
// Rsbuild instance of the pinned @rsbuild/core, and each value is read from
// what that instance generates: a loader's or plugin's options, a rule, the
// runtime code a plugin puts into the HTML. It runs in its own process
// because Rsbuild loads parts of itself with dynamic import(), which Jest's
// module sandbox does not support.
const fs = require('node:fs');
const Module = require('node:module');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');

const MARK = '__PLUGIN_DEFAULTS__';

const PXTOREM = path.join(path.dirname(require.resolve('@rsbuild/plugin-rem')), '../compiled/postcss-pxtorem/index.js');

/**
 * The options plugin-rem passes to its bundled postcss-pxtorem. They exist
 * only as an argument of that call, so the module is wrapped as it is
 * compiled; this also catches the plugin's own import() of it.
 */
function recordPxtoremCalls() {
  const calls = [];
  const compile = Module.prototype._compile;
  Module.prototype._compile = function compileAndRecord(content, filename) {
    const result = compile.call(this, content, filename);
    if (filename === PXTOREM) {
      const pxtorem = this.exports;
      this.exports = Object.assign((options) => (calls.push(options), pxtorem(options)), { postcss: true });
    }
    return result;
  };
  return calls;
}

/** A project with one entry and a tsconfig, where `typescript` resolves (plugin-type-check needs both). */
function createProject() {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-plugin-defaults-'));
  fs.mkdirSync(path.join(cwd, 'src'));
  fs.writeFileSync(path.join(cwd, 'src/index.js'), 'export {};\n');
  fs.writeFileSync(path.join(cwd, 'tsconfig.json'), '{}\n');
  fs.mkdirSync(path.join(cwd, 'node_modules'));
  fs.symlinkSync(path.dirname(require.resolve('typescript/package.json')), path.join(cwd, 'node_modules/typescript'), 'junction');
  return cwd;
}

/**
 * Keeps the bundler chain of the web target as it is after every plugin
 * has changed it, with a copy of each Rspack plugin's arguments: some
 * Rspack plugins fill in defaults of their own in the options object they
 * are given when they are created.
 */
function chainRecorder(recorded) {
  return {
    name: 'chain-recorder',
    setup(api) {
      api.modifyBundlerChain({
        order: 'post',
        handler: (chain, { target, CHAIN_ID }) => {
          if (target !== 'web') return;
          const copy = (arg) => (arg && typeof arg === 'object' && !Array.isArray(arg) ? { ...arg } : arg);
          const args = Object.fromEntries(chain.plugins.values().map((plugin) => [plugin.name, (plugin.get('args') ?? []).map(copy)]));
          Object.assign(recorded, { chain, CHAIN_ID, args });
        },
      });
    },
  };
}

/** What one Rsbuild instance with these plugins generates for the web target. */
async function generate(cwd, plugins, config = {}) {
  const { createRsbuild } = require('@rsbuild/core');
  const recorded = {};
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { ...config, plugins: [...plugins, chainRecorder(recorded)] } });
  const [rspack] = await rsbuild.initConfigs();
  return { ...recorded, rspack };
}

const instanceOf = (rspack, name) => rspack.plugins.find((plugin) => plugin && plugin.name === name);
const cacheGroups = (rspack) => rspack.optimization.splitChunks.cacheGroups;

/** The options of one preset of the Babel loader in the `js` rule, found by a part of its path. */
function babelPreset({ chain, CHAIN_ID }, name) {
  const { presets } = chain.module.rule(CHAIN_ID.RULE.JS).use(CHAIN_ID.USE.BABEL).get('options');
  return presets.find((preset) => String(preset[0]).includes(name))[1];
}

/**
 * The runtime config of plugin-assets-retry in the page. The runtime keeps
 * it in a closure: init() copies its own `defaultConfig`, then the options
 * the plugin serialized into the `init(...)` call, onto a new object. Both
 * are evaluated from the script the plugin puts into the HTML.
 */
async function assetsRetryRuntimeConfig(plugin) {
  const code = await plugin.getRetryCode();
  const [, runtime, options] = /^\(function\(\)\{([\s\S]*);init\(([\s\S]*)\);\}\)\(\)$/.exec(code);
  // TAG_TYPE reads the element classes at load time; they only need to exist.
  const context = vm.createContext({ HTMLLinkElement: class {}, HTMLScriptElement: class {}, HTMLImageElement: class {} });
  const defaults = vm.runInContext(`${runtime};defaultConfig`, context);
  return { ...defaults, ...vm.runInContext(`(${options})`, context) };
}

/**
 * The options plugin-pug passes to Pug's compileClient(), read by running
 * the transform it registers on a template. The plugin imports `pug` only
 * in setup(), so its compileClient is wrapped first; the path Pug needs
 * to resolve includes (`filename`) is set per file and left out.
 */
async function pugCompileOptions(cwd, plugin) {
  const pug = require(require.resolve('pug', { paths: [path.dirname(require.resolve('@rsbuild/plugin-pug'))] }));
  const calls = [];
  const compileClient = pug.compileClient;
  pug.compileClient = (source, options) => (calls.push(options), compileClient(source, options));
  const transforms = [];
  await plugin.setup({ transform: (descriptor, handler) => transforms.push(handler) });
  for (const handler of transforms) handler({ code: 'p hello', resourcePath: path.join(cwd, 'src/page.pug'), addDependency: () => {} });
  const { filename, ...options } = calls.at(-1);
  return options;
}

/** plugin-vue and plugin-vue2 take the same options. */
async function vueProbe(cwd, plugin) {
  const { chain, CHAIN_ID, rspack } = await generate(cwd, [plugin]);
  return {
    vueLoaderOptions: chain.module.rule(CHAIN_ID.RULE.VUE).use(CHAIN_ID.USE.VUE).get('options'),
    splitChunks: { vue: 'lib-vue' in cacheGroups(rspack), router: 'lib-router' in cacheGroups(rspack) },
  };
}

/**
 * For each page, what the plugin uses for each option it can be seen to
 * use in this mode. An option missing from a page's result could not be
 * observed in this mode (the plugin does nothing with it there).
 */
const PROBES = {
  'assets-retry': async (cwd) => {
    const { pluginAssetsRetry } = require('@rsbuild/plugin-assets-retry');
    const { rspack } = await generate(cwd, [pluginAssetsRetry()]);
    const plugin = instanceOf(rspack, 'AssetsRetryPlugin');
    const runtime = await assetsRetryRuntimeConfig(plugin);
    return {
      max: runtime.max,
      type: runtime.type,
      domain: runtime.domain,
      test: runtime.test,
      crossOrigin: runtime.crossOrigin,
      onRetry: runtime.onRetry,
      onSuccess: runtime.onSuccess,
      onFail: runtime.onFail,
      addQuery: runtime.addQuery,
      inlineScript: plugin.inlineScript,
      minify: plugin.minify,
    };
  },
  babel: async (cwd) => {
    const { pluginBabel } = require('@rsbuild/plugin-babel');
    const { chain } = await generate(cwd, [pluginBabel()]);
    // With include or exclude set, Babel gets a rule of its own, `babel-js`, with those conditions.
    const rule = chain.module.rules.has('babel-js') ? chain.module.rule('babel-js') : undefined;
    return { include: rule?.include.values(), exclude: rule?.exclude.values() };
  },
  'css-minimizer': async (cwd, mode) => {
    // It replaces the CSS minimizer, which Rsbuild adds in production builds only.
    if (mode !== 'production') return {};
    const { pluginCssMinimizer } = require('@rsbuild/plugin-css-minimizer');
    const { chain, CHAIN_ID } = await generate(cwd, [pluginCssMinimizer()]);
    const [options] = chain.optimization.minimizers.get(CHAIN_ID.MINIMIZER.CSS).get('args');
    return { pluginOptions: options };
  },
  'check-syntax': async (cwd, mode) => {
    // The check runs in production builds only.
    if (mode !== 'production') return {};
    const { pluginCheckSyntax } = require('@rsbuild/plugin-check-syntax');
    const { args } = await generate(cwd, [pluginCheckSyntax()]);
    // The plugin is registered under the name of its class, which the package's bundler changed to `_CheckSyntaxPlugin`.
    const [options] = args._CheckSyntaxPlugin;
    return { ecmaVersion: options.ecmaVersion, exclude: options.exclude, targets: options.targets };
  },
  'image-compress': async (cwd, mode) => {
    // It takes codecs instead of an options object, and compresses in production builds only.
    if (mode !== 'production') return {};
    const { pluginImageCompress } = require('@rsbuild/plugin-image-compress');
    const { rspack } = await generate(cwd, [pluginImageCompress()]);
    const minimizers = rspack.optimization.minimizer.filter((minimizer) => minimizer.name === '@rsbuild/plugin-image-compress/minimizer');
    return { codecs: minimizers.map((minimizer) => minimizer.options.use) };
  },
  less: async (cwd) => {
    const { pluginLess } = require('@rsbuild/plugin-less');
    const { chain, CHAIN_ID } = await generate(cwd, [pluginLess()]);
    const rule = chain.module.rule(CHAIN_ID.RULE.LESS);
    return { lessLoaderOptions: rule.use(CHAIN_ID.USE.LESS).get('options'), exclude: rule.toConfig().exclude };
  },
  'node-polyfill': async (cwd) => {
    const { pluginNodePolyfill } = require('@rsbuild/plugin-node-polyfill');
    const { chain, CHAIN_ID, args } = await generate(cwd, [pluginNodePolyfill()]);
    const [provided = {}] = args[CHAIN_ID.PLUGIN.NODE_POLYFILL_PROVIDE] ?? [];
    const fallback = chain.resolve.fallback.entries() ?? {};
    return {
      globals: { Buffer: 'Buffer' in provided, process: 'process' in provided },
      // `node:` requests get the fallbacks of the bare names, and the plugin that strips the prefix.
      protocolImports: 'node:buffer' in fallback && chain.plugins.has('protocol-imports'),
    };
  },
  pug: async (cwd) => ({ pugOptions: await pugCompileOptions(cwd, require('@rsbuild/plugin-pug').pluginPug()) }),
  react: async (cwd) => {
    const { pluginReact } = require('@rsbuild/plugin-react');
    const { chain, CHAIN_ID, args, rspack } = await generate(cwd, [pluginReact()]);
    const swc = chain.module.rule(CHAIN_ID.RULE.JS).use(CHAIN_ID.USE.SWC).get('options');
    const refresh = args[CHAIN_ID.PLUGIN.REACT_FAST_REFRESH];
    return {
      swcReactOptions: swc.jsc.transform.react,
      splitChunks: { react: 'lib-react' in cacheGroups(rspack), router: 'lib-router' in cacheGroups(rspack) },
      // The profiler build swaps react-dom for its profiling bundle.
      enableProfiler: rspack.resolve.alias['react-dom$'] === 'react-dom/profiling',
      // Fast Refresh, and with it the Rspack plugin, is used in development only.
      ...(refresh ? { reactRefreshOptions: refresh[0] } : {}),
    };
  },
  rem: async (cwd, _mode, pxtoremCalls) => {
    const { pluginRem } = require('@rsbuild/plugin-rem');
    const { rspack } = await generate(cwd, [pluginRem()]);
    // The runtime plugin is added only when enableRuntime is on; it merges its own defaults into the options.
    const runtime = instanceOf(rspack, 'AutoSetRootFontSizePlugin');
    return { ...runtime?.options, enableRuntime: Boolean(runtime), pxtorem: pxtoremCalls.at(-1) };
  },
  sass: async (cwd) => {
    const { pluginSass } = require('@rsbuild/plugin-sass');
    const { chain, CHAIN_ID } = await generate(cwd, [pluginSass()]);
    const rule = chain.module.rule(CHAIN_ID.RULE.SASS);
    return { sassLoaderOptions: rule.use(CHAIN_ID.USE.SASS).get('options'), exclude: rule.toConfig().exclude };
  },
  solid: async (cwd) => {
    const { pluginBabel } = require('@rsbuild/plugin-babel');
    const { pluginSolid } = require('@rsbuild/plugin-solid');
    return { solidPresetOptions: babelPreset(await generate(cwd, [pluginBabel(), pluginSolid()]), 'babel-preset-solid') };
  },
  'source-build': async (cwd) => {
    const { pluginSourceBuild } = require('@rsbuild/plugin-source-build');
    const { chain, CHAIN_ID } = await generate(cwd, [pluginSourceBuild()]);
    // The source field goes before Rspack's own main fields (`...`) or after them.
    const mainFields = chain.module.rule(CHAIN_ID.RULE.JS).resolve.mainFields.values();
    const sourceField = mainFields.find((field) => field !== '...');
    return { sourceField, resolvePriority: mainFields[0] === '...' ? 'output' : 'source' };
  },
  'styled-components': async (cwd) => {
    const { pluginStyledComponents } = require('@rsbuild/plugin-styled-components');
    const transform = async (targets) => {
      const { chain, CHAIN_ID } = await generate(cwd, [pluginStyledComponents()], { output: { targets } });
      return chain.module.rule(CHAIN_ID.RULE.JS).use(CHAIN_ID.USE.SWC).get('options').rspackExperiments.styledComponents;
    };
    const web = await transform(['web']);
    const options = ['displayName', 'fileName', 'meaninglessFileNames', 'namespace', 'topLevelImportPaths', 'transpileTemplateLiterals', 'minify', 'pure', 'cssProps'];
    return {
      ...Object.fromEntries(options.map((option) => [option, web[option]])),
      // ssr follows the targets of the build.
      ssr: { web: web.ssr, 'web+node': (await transform(['web', 'node'])).ssr },
    };
  },
  svgr: async (cwd) => {
    const { pluginSvgr } = require('@rsbuild/plugin-svgr');
    const { chain, CHAIN_ID } = await generate(cwd, [pluginSvgr()]);
    const rule = chain.module.rule(CHAIN_ID.RULE.SVG);
    const { exportType, ...svgrOptions } = rule.oneOf(CHAIN_ID.ONE_OF.SVG_REACT).use(CHAIN_ID.USE.SVGR).get('options');
    // The rule for plain `.svg` imports as components exists with mixedImport only, and carries exclude and excludeImporter.
    const mixed = rule.oneOfs.has(CHAIN_ID.ONE_OF.SVG) ? rule.oneOf(CHAIN_ID.ONE_OF.SVG).toConfig() : undefined;
    return {
      svgrOptions,
      query: rule.oneOf(CHAIN_ID.ONE_OF.SVG_REACT).get('resourceQuery'),
      mixedImport: Boolean(mixed),
      exclude: mixed?.exclude,
      excludeImporter: mixed?.issuer?.and?.[1]?.not,
    };
  },
  'type-check': async (cwd) => {
    const { pluginTypeCheck } = require('@rsbuild/plugin-type-check');
    const { chain, CHAIN_ID } = await generate(cwd, [pluginTypeCheck()]);
    return { enable: chain.plugins.has(CHAIN_ID.PLUGIN.TS_CHECKER) };
  },
  // These take no options.
  toml: async () => ({}),
  'typed-css-modules': async () => ({}),
  yaml: async () => ({}),
  vue: async (cwd) => vueProbe(cwd, require('@rsbuild/plugin-vue').pluginVue()),
  vue2: async (cwd) => vueProbe(cwd, require('@rsbuild/plugin-vue2').pluginVue2()),
  'vue2-jsx': async (cwd) => {
    const { pluginBabel } = require('@rsbuild/plugin-babel');
    const { pluginVue2Jsx } = require('@rsbuild/plugin-vue2-jsx');
    return { vueJsxOptions: babelPreset(await generate(cwd, [pluginBabel(), pluginVue2Jsx()]), '@vue/babel-preset-jsx') };
  },
};

/** JSON can't hold RegExps, functions or `undefined`; each value is wrapped, and patterns and functions named. */
function encode(_key, value) {
  if (value instanceof RegExp) return { $regexp: String(value) };
  if (typeof value === 'function') return { $function: value.name || 'anonymous' };
  return value;
}

async function main() {
  const mode = process.argv[2];
  process.env.NODE_ENV = mode;
  const pxtoremCalls = recordPxtoremCalls();
  const { logger } = require('@rsbuild/core');
  logger.level = 'error';
  const cwd = createProject();
  try {
    const observed = {};
    for (const [page, probe] of Object.entries(PROBES)) {
      const values = await probe(cwd, mode, pxtoremCalls);
      observed[page] = Object.fromEntries(Object.entries(values).map(([option, value]) => [option, { value }]));
    }
    // The project folder is a new temporary one each run: paths under it read as `<root>/…`.
    const text = JSON.stringify(observed, encode).split(cwd).join('<root>');
    process.stdout.write(`${MARK}${text}\n`);
  } finally {
    fs.rmSync(cwd, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
