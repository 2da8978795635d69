// The registry the tests install from serves no 0.7 build of these plugins
// (plugin-preact stops at 0.4.15, plugin-svelte at 0.1.9; basic-ssl, eslint,
// mdx and umd have no 0.7 build there). These are their 0.7.10 signatures,
// taken from the v0.7.10 release source (packages/plugin-*/src/index.ts), so
// that config examples using them are still type-checked. Types of the
// third-party packages they name (eslint-webpack-plugin, @mdx-js/loader) are
// written out here with the fields the docs use, since those packages are
// not installed.

declare module '@rsbuild/plugin-preact' {
  import type { RsbuildPlugin } from '@rsbuild/core';

  export interface PluginPreactOptions {
    /** Alias react, react-dom and their subpaths to preact/compat. Default: true. */
    reactAliasesEnabled?: boolean;
  }

  export function pluginPreact(options?: PluginPreactOptions): RsbuildPlugin;
}

declare module '@rsbuild/plugin-svelte' {
  import type { RsbuildPlugin } from '@rsbuild/core';

  export interface PluginSvelteOptions {
    /** Merged over the built-in svelte-loader options (compilerOptions, hotOptions, emitCss…). */
    svelteLoaderOptions?: Record<string, unknown>;
    /** Options for svelte-preprocess. */
    preprocessOptions?: Record<string, unknown>;
  }

  export function pluginSvelte(options?: PluginSvelteOptions): RsbuildPlugin;
}

declare module '@rsbuild/plugin-basic-ssl' {
  import type { RsbuildPlugin } from '@rsbuild/core';

  export const PLUGIN_BASIC_SSL_NAME = 'rsbuild:basic-ssl';
  /** Takes no options: sets server.https to a self-signed certificate for localhost, unless key and cert are both set. */
  export function pluginBasicSsl(): RsbuildPlugin;
}

declare module '@rsbuild/plugin-eslint' {
  import type { RsbuildPlugin } from '@rsbuild/core';

  /** The options of eslint-webpack-plugin 4 (its `Options` type), with the fields the docs use. */
  export interface EslintWebpackPluginOptions {
    cache?: boolean;
    cacheLocation?: string;
    configType?: 'flat' | 'eslintrc';
    context?: string;
    emitError?: boolean;
    emitWarning?: boolean;
    eslintPath?: string;
    exclude?: string | string[];
    extensions?: string | string[];
    failOnError?: boolean;
    failOnWarning?: boolean;
    files?: string | string[];
    fix?: boolean;
    lintDirtyModulesOnly?: boolean;
    quiet?: boolean;
    resourceQueryExclude?: RegExp | RegExp[];
    threads?: number | boolean;
    [eslintOption: string]: unknown;
  }

  export type PluginEslintOptions = {
    /** Whether to enable ESLint checking. Default: true. */
    enable?: boolean;
    /** Spread over { extensions, exclude: ['node_modules', <distPath>] }. */
    eslintPluginOptions?: EslintWebpackPluginOptions;
  };

  export const PLUGIN_ESLINT_NAME = 'rsbuild:eslint';
  export function pluginEslint(options?: PluginEslintOptions): RsbuildPlugin;
}

declare module '@rsbuild/plugin-mdx' {
  import type { RsbuildPlugin } from '@rsbuild/core';

  /** The options of @mdx-js/loader 3 (MDX's compile options), with the fields the docs use. */
  export interface MdxLoaderOptions {
    format?: 'detect' | 'md' | 'mdx';
    jsxImportSource?: string;
    providerImportSource?: string;
    recmaPlugins?: unknown[];
    rehypePlugins?: unknown[];
    remarkPlugins?: unknown[];
    [mdxOption: string]: unknown;
  }

  export type PluginMdxOptions = {
    /** Options passed to @mdx-js/loader. Default: {}. */
    mdxLoaderOptions?: MdxLoaderOptions;
    /** Default: ['.mdx', '.md']. */
    extensions?: string[];
  };

  export const PLUGIN_MDX_NAME = 'rsbuild:mdx';
  export function pluginMdx(options?: PluginMdxOptions): RsbuildPlugin;
}

declare module '@rsbuild/plugin-umd' {
  import type { RsbuildPlugin } from '@rsbuild/core';

  export type PluginUmdOptions = {
    /** The name of the UMD library: the global variable and the AMD module name. Required. */
    name: string;
    /** Which export of the entry becomes the library. */
    export?: string | string[];
  };

  export const PLUGIN_UMD_NAME = 'rsbuild:umd';
  export function pluginUmd(options: PluginUmdOptions): RsbuildPlugin;
}
