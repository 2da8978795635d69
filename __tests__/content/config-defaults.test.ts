import { isDeepStrictEqual } from 'node:util';
import { optionPages, type DocumentedOption } from '../support/option-pages';
import { emptyProjectState, valueAt, type Mode, type ToolState } from '../support/tool-defaults';

const pluginName = (plugin: { name?: string }) => plugin.name;

function generatedFilenames(rules: any[] = []): string[] {
  return rules.flatMap((rule) => [...(rule.generator?.filename ? [rule.generator.filename] : []), ...generatedFilenames(rule.oneOf), ...generatedFilenames(rule.rules)]);
}

function cssLoaderModules(rules: any[] = []): any {
  for (const rule of rules) {
    const loader = (rule.use ?? []).find((use: any) => String(use.loader).includes('css-loader'));
    if (loader) return loader.options.modules;
    const nested = cssLoaderModules(rule.oneOf) ?? cssLoaderModules(rule.rules);
    if (nested) return nested;
  }
  return undefined;
}

/** The file name pattern Rspack got for an asset type, without its folder. */
const assetFilename = (type: 'svg' | 'font' | 'image' | 'media') => (state: ToolState) => {
  const folder = `${valueAt(state.normalized, `output.distPath.${type}`)}/`;
  return generatedFilenames(state.rspack.module.rules).find((name) => name.startsWith(folder))?.slice(folder.length);
};

/**
 * Options the normalized config leaves unset although Rsbuild applies a
 * value in their place; each entry reads that value from what Rsbuild
 * generated for Rspack in the given mode.
 */
const EFFECTIVE: Record<string, (state: ToolState) => unknown> = {
  'dev.progressBar': (state) => state.rspack.plugins.some((plugin: any) => pluginName(plugin) === 'ProgressPlugin'),
  'output.sourceMap.js': (state) => state.rspack.devtool,
  'output.filename.js': (state) => String(state.rspack.output.filename).slice(`${valueAt(state.normalized, 'output.distPath.js')}/`.length),
  'output.filename.css': (state) => {
    const extract = state.rspack.plugins.find((plugin: any) => pluginName(plugin) === 'CssExtractRspackPlugin');
    return String(extract.options.filename).slice(`${valueAt(state.normalized, 'output.distPath.css')}/`.length);
  },
  'output.filename.svg': assetFilename('svg'),
  'output.filename.font': assetFilename('font'),
  'output.filename.image': assetFilename('image'),
  'output.filename.media': assetFilename('media'),
  'output.cssModules.localIdentName': (state) => cssLoaderModules(state.rspack.module.rules)?.localIdentName,
};

/** What the tool uses for an option in a mode: its normalized value, else its effective one. */
function toolValue(option: string, state: ToolState): unknown {
  const normalized = valueAt(state.normalized, option);
  return normalized === undefined && EFFECTIVE[option] ? EFFECTIVE[option]!(state) : normalized;
}

function evaluate(code: string): unknown {
  return new Function(`return (${code});`)();
}

/**
 * The form the tool's values arrive in from tool-state.cjs: JSON, where a
 * field set to `undefined` is absent and a function is what it returns for
 * the web target.
 */
function comparable(value: unknown): unknown {
  if (value === undefined) return undefined;
  const text = JSON.stringify(value, (_key, field) =>
    typeof field === 'function' ? { returns: field({ target: 'web' }) } : field,
  );
  return text === undefined ? undefined : JSON.parse(text);
}

/** Whether the tool leaves an option without a value of its own in both modes, using another in its place. */
const hasNoValue = (option: string, states: Record<Mode, ToolState>) =>
  EFFECTIVE[option] !== undefined && (['development', 'production'] as const).every((mode) => valueAt(states[mode].normalized, option) === undefined);

function problemsOf(option: DocumentedOption, file: string, states: Record<Mode, ToolState>): string[] {
  if (Boolean(option.unset) !== hasNoValue(option.name, states)) {
    return [
      option.unset
        ? `${file}: ${option.name} is marked unset, but the tool gives it a value of its own`
        : `${file}: ${option.name} has no value of its own in the tool; mark it unset and document what is used in its place`,
    ];
  }
  const actual = { development: toolValue(option.name, states.development), production: toolValue(option.name, states.production) };
  const differs = !isDeepStrictEqual(comparable(actual.development), comparable(actual.production));
  if (differs && option.productionDefault === undefined) {
    return [`${file}: ${option.name} is ${JSON.stringify(actual.development)} in development and ${JSON.stringify(actual.production)} in production; document both`];
  }
  if (!differs && option.productionDefault !== undefined) {
    return [`${file}: ${option.name} has a productionDefault, but the tool uses the same value in both modes`];
  }
  const documented = { development: option.default, production: option.productionDefault ?? option.default };
  return (['development', 'production'] as const).flatMap((mode) => {
    let expected: unknown;
    try {
      expected = evaluate(documented[mode]);
    } catch (error) {
      return [`${file}: the default of ${option.name}, ${documented[mode]}, is not a JavaScript expression`];
    }
    return isDeepStrictEqual(comparable(expected), comparable(actual[mode]))
      ? []
      : [`${file}: ${option.name} documents ${documented[mode]} but the tool uses ${JSON.stringify(actual[mode])} in ${mode}`];
  });
}

describe('documented defaults', () => {
  let states: Record<Mode, ToolState>;

  beforeAll(async () => {
    states = { development: await emptyProjectState('development'), production: await emptyProjectState('production') };
  }, 60_000);

  it('are the values @rsbuild/core 0.7.10 uses, in development and production', () => {
    const pages = optionPages();
    expect(pages.length).toBeGreaterThan(80);
    const problems = pages.flatMap((page) => [page, ...page.subOptions].flatMap((option) => problemsOf(option, page.file, states)));
    expect(problems).toEqual([]);
  });

  it('catch a wrong default, an undocumented mode, a wrong unset mark and a default that is not code', () => {
    const file = 'content/en/config/output/charset.mdx';
    expect(problemsOf({ name: 'output.charset', type: 'string', default: "'utf8'" }, file, states)).toEqual([
      `${file}: output.charset documents 'utf8' but the tool uses "ascii" in development`,
      `${file}: output.charset documents 'utf8' but the tool uses "ascii" in production`,
    ]);
    expect(problemsOf({ name: 'output.sourceMap.js', type: 'string', default: "'cheap-module-source-map'", unset: true }, file, states)[0]).toMatch(
      /document both/,
    );
    expect(problemsOf({ name: 'dev.progressBar', type: 'boolean', default: 'false', productionDefault: 'true' }, file, states)[0]).toMatch(/mark it unset/);
    expect(problemsOf({ name: 'output.charset', type: 'string', default: "'ascii'", unset: true }, file, states)[0]).toMatch(/marked unset/);
    expect(problemsOf({ name: 'html.title', type: 'string', default: 'Rsbuild App' }, file, states)[0]).toMatch(/not a JavaScript expression/);
  });
});
