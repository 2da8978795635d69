import { LANGS } from '../../src/data/types';
import { readSource } from '../support/config-examples';
import { documentedOptions, readPluginOptions, type PluginPackage } from '../support/plugin-options';

/**
 * Plugins whose 0.7 build is installed (vue2-jsx at 0.7.3, the only 0.7
 * build the registry serves), and preact, svelte, basic-ssl, eslint, mdx and
 * umd through their 0.7.10 signatures in unpublished-plugins.d.ts. vue-jsx, stylus and lightningcss
 * have no 0.7 build to read.
 */
const PLUGINS: PluginPackage[] = [
  ['assets-retry', 'pluginAssetsRetry'],
  ['babel', 'pluginBabel'],
  ['basic-ssl', 'pluginBasicSsl'],
  ['check-syntax', 'pluginCheckSyntax'],
  ['css-minimizer', 'pluginCssMinimizer'],
  ['eslint', 'pluginEslint'],
  ['image-compress', 'pluginImageCompress'],
  ['less', 'pluginLess'],
  ['mdx', 'pluginMdx'],
  ['node-polyfill', 'pluginNodePolyfill'],
  ['preact', 'pluginPreact'],
  ['pug', 'pluginPug'],
  ['react', 'pluginReact'],
  ['rem', 'pluginRem'],
  ['sass', 'pluginSass'],
  ['solid', 'pluginSolid'],
  ['source-build', 'pluginSourceBuild'],
  ['styled-components', 'pluginStyledComponents'],
  ['svelte', 'pluginSvelte'],
  ['svgr', 'pluginSvgr'],
  ['toml', 'pluginToml'],
  ['type-check', 'pluginTypeCheck'],
  ['typed-css-modules', 'pluginTypedCSSModules'],
  ['umd', 'pluginUmd'],
  ['vue', 'pluginVue'],
  ['vue2', 'pluginVue2'],
  ['vue2-jsx', 'pluginVue2Jsx'],
  ['yaml', 'pluginYaml'],
].map(([page, factory]) => ({ page: page!, pkg: `@rsbuild/plugin-${page}`, factory: factory! }));

describe('plugin options on the plugin pages', () => {
  const actual = readPluginOptions(PLUGINS);

  it('are read from the packages', () => {
    expect(actual.react).toEqual(expect.arrayContaining(['swcReactOptions', 'splitChunks']));
    expect(actual['typed-css-modules']).toBeNull();
    expect(actual.yaml).toBeNull();
    expect(actual.umd).toEqual(['export', 'name']);
  });

  it.each(LANGS.flatMap((lang) => PLUGINS.map((plugin) => [lang, plugin.page] as const)))('match the option type in %s: plugin-%s', (lang, page) => {
    const documented = documentedOptions(readSource(`content/${lang}/plugins/list/plugin-${page}.mdx`));
    // A plugin without an options object documents none.
    expect(documented).toEqual(actual[page] ?? []);
  });
});

describe('the options reader', () => {
  it('reads the level-3 headings of the Options section only', () => {
    const source = ['## Install', '### npm', '## Options', '### splitChunks', '### `swcReactOptions`', '### enableProfiler \\{#enableprofiler}', '## Pitfalls', '### other'].join('\n');
    expect(documentedOptions(source)).toEqual(['enableProfiler', 'splitChunks', 'swcReactOptions']);
    expect(documentedOptions(['## 选项 \\{#options}', '### splitChunks'].join('\n'))).toEqual(['splitChunks']);
  });
});
