import { LANGS } from '../../src/data/types';
import { readSource } from '../support/config-examples';
import { documentedOptions, readPluginOptions, type PluginPackage } from '../support/plugin-options';

/**
 * Plugins whose 0.7 build is installed (vue2-jsx at 0.7.3, the only 0.7
 * build the registry serves), and preact and svelte through their 0.7.10
 * signatures in unpublished-plugins.d.ts. vue-jsx, stylus and lightningcss
 * have no 0.7 build to read.
 */
const PLUGINS: PluginPackage[] = [
  ['assets-retry', 'pluginAssetsRetry'],
  ['babel', 'pluginBabel'],
  ['check-syntax', 'pluginCheckSyntax'],
  ['image-compress', 'pluginImageCompress'],
  ['less', 'pluginLess'],
  ['preact', 'pluginPreact'],
  ['react', 'pluginReact'],
  ['rem', 'pluginRem'],
  ['sass', 'pluginSass'],
  ['solid', 'pluginSolid'],
  ['source-build', 'pluginSourceBuild'],
  ['styled-components', 'pluginStyledComponents'],
  ['svelte', 'pluginSvelte'],
  ['svgr', 'pluginSvgr'],
  ['type-check', 'pluginTypeCheck'],
  ['typed-css-modules', 'pluginTypedCSSModules'],
  ['vue', 'pluginVue'],
  ['vue2', 'pluginVue2'],
  ['vue2-jsx', 'pluginVue2Jsx'],
].map(([page, factory]) => ({ page: page!, pkg: `@rsbuild/plugin-${page}`, factory: factory! }));

describe('plugin options on the plugin pages', () => {
  const actual = readPluginOptions(PLUGINS);

  it('are read from the packages', () => {
    expect(actual.react).toEqual(expect.arrayContaining(['swcReactOptions', 'splitChunks']));
    expect(actual['typed-css-modules']).toBeNull();
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
