import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { LANGS, type Lang } from '../../src/data/types';
import { contentFiles, readSource } from '../support/config-examples';
import { sectionLines } from '../support/markdown-source';
import {
  documentedDefaults,
  observable,
  observedDefaults,
  parseDefault,
  Placeholder,
  plainValue,
  resolvePlaceholders,
  type ObservedDefaults,
} from '../support/plugin-defaults';
import type { Mode } from '../support/tool-defaults';

const MODES = ['development', 'production'] as const;

/**
 * The pages whose plugin is installed at 0.7 and can run: the plugins of
 * plugin-options.test.ts without preact and svelte, which are only typed
 * there. plugin-probes.cjs has a probe for each.
 */
const PAGES = [
  'assets-retry',
  'babel',
  'check-syntax',
  'css-minimizer',
  'image-compress',
  'less',
  'node-polyfill',
  'pug',
  'react',
  'rem',
  'sass',
  'solid',
  'source-build',
  'styled-components',
  'svgr',
  'toml',
  'type-check',
  'typed-css-modules',
  'vue',
  'vue2',
  'vue2-jsx',
  'yaml',
];

/** Plugin pages whose plugin cannot run here, so their defaults go unchecked. */
const NOT_RUNNABLE: Record<string, string> = {
  preact: 'the registry has no 0.7 build; unpublished-plugins.d.ts only types it',
  svelte: 'the registry has no 0.7 build; unpublished-plugins.d.ts only types it',
  'vue-jsx': 'no 0.7 build is installed (npm stops at 0.6.15)',
  stylus: 'no 0.7 build is installed (npm stops at 0.6.15)',
  lightningcss: 'no 0.7 build is installed (npm stops at 0.6.15)',
  'basic-ssl': 'the registry has no 0.7 build; unpublished-plugins.d.ts only types it',
  eslint: 'the registry has no 0.7 build; unpublished-plugins.d.ts only types it',
  mdx: 'the registry has no 0.7 build; unpublished-plugins.d.ts only types it',
  umd: 'the registry has no 0.7 build; unpublished-plugins.d.ts only types it',
};

/** The Less the plugin bundles, and the sass-embedded it resolves from its own folder. */
const bundledLess = () => path.join(path.dirname(require.resolve('@rsbuild/plugin-less')), '../compiled/less/index.js');
const sassEmbedded = () => require.resolve('sass-embedded', { paths: [path.dirname(require.resolve('@rsbuild/plugin-sass'))] });

/** `<name>` placeholders in documented defaults, in both languages, and the value each stands for in a mode. */
const PLACEHOLDERS: Record<string, (mode: Mode, observed: ObservedDefaults) => unknown> = {
  // pxtorem's rootValue follows the rootFontSize the plugin uses.
  rootFontSize: (_mode, observed) => observed.rem?.rootFontSize?.value,
  // Rsbuild's default, off in both modes (config-defaults.test.ts checks its page).
  'output.sourceMap.css': () => false,
  'bundled Less': () => bundledLess(),
  '内置 Less': () => bundledLess(),
  'path of sass-embedded': () => sassEmbedded(),
  'sass-embedded 的路径': () => sassEmbedded(),
  'true in development': (mode) => mode === 'development',
  '开发模式下为 true': (mode) => mode === 'development',
  // dev.hmr is on by default, and the probes build the web target.
  'true when HMR is in use': (mode) => mode === 'development',
  '启用 HMR 时为 true': (mode) => mode === 'development',
  // The default minify function of css-minimizer-webpack-plugin, as plugin-css-minimizer resolves it.
  cssnanoMinify: () => require(require.resolve('css-minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('@rsbuild/plugin-css-minimizer'))] })).cssnanoMinify,
};

/**
 * Defaults the plugin is not observed using, keyed `page option`, with the
 * reason. A literal default that is neither observed nor listed here, and a
 * prose default that is neither in PROSE_DEFAULTS nor listed here, fails.
 */
const EXCLUDED: Record<string, string> = {
  'styled-components meaninglessFileNames':
    "`['index']` is the default of the SWC transform inside @rspack/core; the plugin passes nothing, and seeing the transform's value takes a build of a styled component",
  'source-build projectName': "the plugin passes it only to its own workspace lookup, which leaves nothing in the config of a project outside a pnpm or Rush workspace",
  'source-build extraMonorepoStrategies': 'the plugin passes it only to its own workspace lookup, like projectName',
  'babel babelLoaderOptions': 'the default is the code block of the "What it changes" section, not a value in the Default row',
  'type-check forkTsCheckerOptions': 'the default is the code block of the "What it changes" section, not a value in the Default row',
};

/**
 * Defaults written in prose (or as values that depend on the build), keyed
 * `page option`: the value the page describes in each mode in which the
 * plugin uses the option. Every plain value the Default text shows in code
 * must be one of these values.
 */
const PROSE_DEFAULTS: Record<string, Partial<Record<Mode, unknown>>> = {
  // "`true` in production builds when JS minification is on, otherwise `false`"
  'assets-retry minify': { development: false, production: true },
  // "Rsbuild's default for `web` (`chrome >= 87`, `edge >= 88`, `firefox >= 78`, `safari >= 14`)"; the check runs in production only.
  'check-syntax targets': { production: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'] },
  // "`true` when `output.targets` includes `node` or `service-worker`, otherwise `false`"
  'styled-components ssr': { development: { web: false, 'web+node': true }, production: { web: false, 'web+node': true } },
  // "`true` in production builds, `false` otherwise"
  'styled-components pure': { development: false, production: true },
  // The options below are "not set by the plugin", so the transform's own defaults apply.
  'styled-components fileName': { development: undefined, production: undefined },
  'styled-components namespace': { development: undefined, production: undefined },
  'styled-components topLevelImportPaths': { development: undefined, production: undefined },
  'styled-components minify': { development: undefined, production: undefined },
  'styled-components cssProps': { development: undefined, production: undefined },
};

/** Options whose documented and used values differ only in form, keyed `page option`, with what makes them the same. */
const EQUIVALENT: Record<string, (value: unknown) => unknown> = {
  // The runtime only asks whether a tag's name is in the list, so the order means nothing.
  'assets-retry type': (value) => (Array.isArray(value) ? [...value].sort() : value),
  // The runtimes add a query only when addQuery is `true` or a function, so leaving it unset is `false`.
  'assets-retry addQuery': (value) => value ?? false,
};

const fileOf = (lang: Lang, page: string) => `content/${lang}/plugins/list/plugin-${page}.mdx`;
const show = (value: unknown) => JSON.stringify(observable(value).value) ?? 'undefined';

/** The primitive values inside a value, for matching the code a prose default shows. */
const leaves = (value: unknown): unknown[] =>
  value && typeof value === 'object' && !(value instanceof RegExp) ? Object.values(value).flatMap(leaves) : [value];

/** The documented literal in a mode, with its placeholders filled in; unknown placeholders are reported. */
function resolved(literal: unknown, mode: Mode, observed: ObservedDefaults, unknown: Set<string>): unknown {
  return resolvePlaceholders(literal, (name) => {
    if (!PLACEHOLDERS[name]) unknown.add(name);
    return PLACEHOLDERS[name]?.(mode, observed);
  });
}

function literalProblems(page: string, option: string, literals: Record<Lang, unknown>, observed: Record<Mode, ObservedDefaults>): string[] {
  const key = `${page} ${option}`;
  const unknown = new Set<string>();
  const same = EQUIVALENT[key] ?? ((value: unknown) => value);
  const problems = MODES.flatMap((mode) => {
    const documented = LANGS.map((lang) => ({ lang, value: observable(resolved(literals[lang], mode, observed[mode], unknown)).value }));
    const used = observed[mode][page]?.[option];
    if (used && !EXCLUDED[key]) {
      return documented
        .filter(({ value }) => !isDeepStrictEqual(same(value), same(used.value)))
        .map(({ lang, value }) => `${fileOf(lang, page)}: ${option} documents ${show(value)} but the plugin uses ${show(used.value)} in ${mode}`);
    }
    // Without the plugin's value, the two languages can still be held to each other.
    const [en, zh] = documented;
    return isDeepStrictEqual(en!.value, zh!.value) ? [] : [`${fileOf('zh', page)}: ${option} documents ${show(zh!.value)} in ${mode}, but ${fileOf('en', page)} documents ${show(en!.value)}`];
  });
  const unobserved = MODES.every((mode) => !observed[mode][page]?.[option]) && !EXCLUDED[key];
  return [
    ...[...unknown].map((name) => `${fileOf('en', page)}: ${option} uses the placeholder <${name}>, which PLACEHOLDERS does not define`),
    ...(unobserved ? [`${fileOf('en', page)}: ${option} documents a literal default that is not checked; probe it in plugin-probes.cjs or give EXCLUDED a reason`] : []),
    ...new Set(problems),
  ];
}

function proseProblems(page: string, option: string, shown: Record<Lang, unknown[]>, observed: Record<Mode, ObservedDefaults>): string[] {
  const key = `${page} ${option}`;
  const expected = PROSE_DEFAULTS[key];
  if (!expected) return EXCLUDED[key] ? [] : [`${fileOf('en', page)}: ${option} documents its default in prose, which is not checked; add it to PROSE_DEFAULTS or give EXCLUDED a reason`];
  const used = MODES.flatMap((mode) => {
    const value = observed[mode][page]?.[option];
    if (!(mode in expected)) return value ? [`${fileOf('en', page)}: ${option} is also used in ${mode} (${show(value.value)}); add that mode to PROSE_DEFAULTS`] : [];
    if (!value) return [`${fileOf('en', page)}: ${option} is not observed in ${mode}, where PROSE_DEFAULTS expects ${show(expected[mode])}`];
    return isDeepStrictEqual(observable(expected[mode]), value) ? [] : [`${fileOf('en', page)}: ${option} is described as ${show(expected[mode])} in ${mode}, but the plugin uses ${show(value.value)}`];
  });
  const possible = Object.values(expected).flatMap(leaves);
  const text = LANGS.flatMap((lang) =>
    shown[lang].filter((value) => !possible.some((leaf) => isDeepStrictEqual(leaf, value))).map((value) => `${fileOf(lang, page)}: ${option} shows ${show(value)} in its default, which the plugin never uses`),
  );
  return [...used, ...text];
}

/** Everything wrong with the defaults one page documents, in both languages, against what its plugin uses. */
function pageProblems(page: string, sources: Record<Lang, string>, observed: Record<Mode, ObservedDefaults>): string[] {
  const texts = { en: documentedDefaults(sources.en), zh: documentedDefaults(sources.zh) };
  const options = [...new Set(LANGS.flatMap((lang) => Object.keys(texts[lang])))].sort();
  const problems = options.flatMap((option) => {
    const missing = LANGS.filter((lang) => texts[lang][option] === undefined);
    if (missing.length > 0) return missing.map((lang) => `${fileOf(lang, page)}: ${option} states no default`);
    const parsed = { en: parseDefault(texts.en[option]!), zh: parseDefault(texts.zh[option]!) };
    if (parsed.en.literal && parsed.zh.literal) return literalProblems(page, option, { en: parsed.en.value, zh: parsed.zh.value }, observed);
    if (!parsed.en.literal && !parsed.zh.literal) return proseProblems(page, option, { en: parsed.en.values, zh: parsed.zh.values }, observed);
    return [`${fileOf(parsed.en.literal ? 'zh' : 'en', page)}: ${option} documents its default in prose, while the other language gives a literal`];
  });
  const stale = [EXCLUDED, PROSE_DEFAULTS, EQUIVALENT].flatMap((table) =>
    Object.keys(table).filter((key) => key.startsWith(`${page} `) && !options.includes(key.slice(page.length + 1))),
  );
  return [...problems, ...stale.map((key) => `${fileOf('en', page)}: "${key}" is listed for an option with no documented default`)];
}

describe('documented plugin defaults', () => {
  let observed: Record<Mode, ObservedDefaults>;

  beforeAll(async () => {
    const [development, production] = await Promise.all(MODES.map((mode) => observedDefaults(mode)));
    observed = { development: development!, production: production! };
  }, 60_000);

  it('are checked for every plugin page that can run', () => {
    const pages = contentFiles('content/en/plugins/list').map((file) => /plugin-([\w-]+)\.mdx$/.exec(file)?.[1]).filter(Boolean);
    expect(pages.filter((page) => !PAGES.includes(page!) && !NOT_RUNNABLE[page!])).toEqual([]);
    expect(Object.keys(observed.production).sort()).toEqual(PAGES);
  });

  it('are what each plugin uses when it is given no options, in development and production', () => {
    const problems = PAGES.flatMap((page) => pageProblems(page, { en: readSource(fileOf('en', page)), zh: readSource(fileOf('zh', page)) }, observed));
    expect(problems).toEqual([]);
  });

  it('include the default codecs of image-compress, which takes codecs instead of options', () => {
    const file = (lang: Lang) => fileOf(lang, 'image-compress');
    // The only plain value its Options section shows is the list used when no codec is passed.
    const shown = LANGS.map((lang) => [
      file(lang),
      sectionLines(readSource(file(lang)), /^## (?:Options|.*\\\{#options\})\s*$/, 2)
        .flatMap((line) => [...line.matchAll(/`([^`]+)`/g)].map(([, code]) => plainValue(code!)))
        .flatMap((parsed) => (parsed.literal ? [parsed.value] : [])),
    ]);
    expect(Object.fromEntries(shown)).toEqual(Object.fromEntries(LANGS.map((lang) => [file(lang), [observed.production['image-compress']!.codecs!.value]])));
  });

  it('catch a wrong literal, a wrong prose default, an unchecked default and a disagreement between languages', () => {
    const page = (...lines: string[]) => ['## Options', ...lines].join('\n');
    const zhPage = (...lines: string[]) => ['## 选项 \\{#options}', ...lines].join('\n');
    const used: Record<Mode, ObservedDefaults> = { development: { rem: { rootFontSize: { value: 50 } } }, production: { rem: { rootFontSize: { value: 50 } } } };
    const rem = (en: string, zh: string) => pageProblems('rem', { en, zh }, used);

    expect(rem(page('### rootFontSize', '- **Default:** `50`'), zhPage('### rootFontSize', '- **默认值：** `50`'))).toEqual([]);
    expect(rem(page('### rootFontSize', '- **Default:** `40`'), zhPage('### rootFontSize', '- **默认值：** `40`'))).toEqual([
      'content/en/plugins/list/plugin-rem.mdx: rootFontSize documents 40 but the plugin uses 50 in development',
      'content/zh/plugins/list/plugin-rem.mdx: rootFontSize documents 40 but the plugin uses 50 in development',
      'content/en/plugins/list/plugin-rem.mdx: rootFontSize documents 40 but the plugin uses 50 in production',
      'content/zh/plugins/list/plugin-rem.mdx: rootFontSize documents 40 but the plugin uses 50 in production',
    ]);
    expect(rem(page('### rootFontSize', '- **Default:** `50`'), zhPage('### rootFontSize', '- **默认值：** `40`'))).toEqual([
      'content/zh/plugins/list/plugin-rem.mdx: rootFontSize documents 40 but the plugin uses 50 in development',
      'content/zh/plugins/list/plugin-rem.mdx: rootFontSize documents 40 but the plugin uses 50 in production',
    ]);
    expect(rem(page('### screenWidth', '| **Default** | `375` |'), zhPage('### screenWidth', '| **默认值** | `376` |'))).toEqual([
      'content/en/plugins/list/plugin-rem.mdx: screenWidth documents a literal default that is not checked; probe it in plugin-probes.cjs or give EXCLUDED a reason',
      'content/zh/plugins/list/plugin-rem.mdx: screenWidth documents 376 in development, but content/en/plugins/list/plugin-rem.mdx documents 375',
      'content/zh/plugins/list/plugin-rem.mdx: screenWidth documents 376 in production, but content/en/plugins/list/plugin-rem.mdx documents 375',
    ]);
    expect(rem(page('### screenWidth', '- **Default:** the window width'), zhPage('### screenWidth', '- **默认值：** 窗口宽度'))[0]).toMatch(
      /screenWidth documents its default in prose, which is not checked/,
    );

    const pure = (production: boolean): Record<Mode, ObservedDefaults> => ({
      development: { 'styled-components': { pure: { value: false } } },
      production: { 'styled-components': { pure: { value: production } } },
    });
    const sources = { en: page('### pure', '- **Default:** `true` in production builds, `false` otherwise'), zh: zhPage('### pure', '- **默认值：** 生产构建为 `true`，其他情况为 `false`') };
    const described = 'content/en/plugins/list/plugin-styled-components.mdx: pure is described as true in production, but the plugin uses false';
    expect(pageProblems('styled-components', sources, pure(true))).not.toContain(described);
    expect(pageProblems('styled-components', sources, pure(false))).toContain(described);
  });
});

describe('the default reader', () => {
  it('tells a literal default from prose, and keeps placeholders', () => {
    expect(parseDefault('`3`')).toEqual({ literal: true, value: 3 });
    expect(parseDefault('`[]` (retry the same URL)')).toEqual({ literal: true, value: [] });
    expect(parseDefault("`''`（关闭）")).toEqual({ literal: true, value: '' });
    expect(parseDefault('`undefined`: computed from `targets`, so one of 5, 2015 or 2018')).toEqual({ literal: true, value: undefined });
    expect(parseDefault('`/react/`')).toEqual({ literal: true, value: /react/ });
    expect(parseDefault('`{ include: [/\\.(?:js|jsx)$/] }`; then `exclude: /node_modules/i` is filled in')).toEqual({ literal: true, value: { include: [/\.(?:js|jsx)$/] } });
    expect(parseDefault("`{ rootValue: <rootFontSize>, paths: ['<root>/node_modules'] }`")).toEqual({
      literal: true,
      value: { rootValue: new Placeholder('rootFontSize'), paths: ['<root>/node_modules'] },
    });
    expect(parseDefault('`true` in production builds, `false` otherwise')).toEqual({ literal: false, values: [true, false] });
    expect(parseDefault('生产构建为 `true`，其他情况为 `false`')).toEqual({ literal: false, values: [true, false] });
    expect(parseDefault('传给 preset 的是 `{ injectH: true }`，你的字段会展开覆盖它')).toEqual({ literal: true, value: { injectH: true } });
    expect(parseDefault("Rsbuild's default for `web` (`chrome >= 87`)")).toEqual({ literal: false, values: [] });
    expect(plainValue('process.exit(1)')).toEqual({ literal: false });
  });

  it('reads the Default bullet or table row of each option, in both languages', () => {
    const source = ['## 选项 \\{#options}', '### max', '- **类型：** `number`', '- **默认值：** `3`', '### test \\{#test}', '| **类型** | `string \\| RegExp` |', '| **默认值** | `/a\\|b/` |', '### onFail', 'No default.', '## Pitfalls', '- **默认值：** `4`'].join('\n');
    expect(documentedDefaults(source)).toEqual({ max: '`3`', test: '`/a|b/`' });
  });
});
