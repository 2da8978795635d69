// The registry the tests install from serves no 0.7 build of these two
// plugins (plugin-preact stops at 0.4.15, plugin-svelte at 0.1.9). These are
// their 0.7.10 signatures, taken from the v0.7.10 release source, so that
// config examples using them are still type-checked.

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
