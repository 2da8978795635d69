import path from 'node:path';
import type ts from 'typescript';

/**
 * Which code blocks of the docs are compiled against the pinned
 * `@rsbuild/core`, and how: the content tests type-check them and the build
 * takes the type hovers from the same modules, in the same options.
 */

export type ExampleKind = 'config' | 'script';

const CONFIG_TITLE = /^rsbuild\.config\.(?:ts|mts|js|mjs)$/;
/** Scripts and plugin modules of the API and plugin pages, checked as they are. */
const SCRIPT_TITLE = /^(?:scripts|plugins)\/[\w./-]+\.m?ts$/;

/** A config file, typed as RsbuildConfig, or a script or plugin module that uses the API; null for any other block. */
export function exampleKind(title: string | undefined): ExampleKind | null {
  if (!title) return null;
  if (CONFIG_TITLE.test(title)) return 'config';
  if (SCRIPT_TITLE.test(title)) return 'script';
  return null;
}

/**
 * A config example as a module the compiler checks: `export default {...}`
 * is typed as `RsbuildConfig` (excess keys are errors), `defineConfig(...)`
 * types itself. Lines keep their numbers.
 */
export function toCheckedModule(code: string): string {
  if (/export\s+default\s+defineConfig\s*\(/.test(code)) return code;
  if (!/export\s+default\s/.test(code)) return `${code}\nexport {};`;
  return `${code.replace(/export\s+default\s/, "const __config: import('@rsbuild/core').RsbuildConfig = ")}\nexport default __config;`;
}

/** The module the compiler sees for a block of a kind. */
export function checkedModule(code: string, kind: ExampleKind): string {
  return kind === 'script' ? `${code}\nexport {};` : toCheckedModule(code);
}

/**
 * The checked module of a block and where each offset of the code lies in
 * it: the module is the code with text appended, and a plain
 * `export default` replaced by a typed declaration, which moves the code
 * after it.
 */
export interface CheckedModule {
  text: string;
  /** The module offset of a code offset. */
  toModule: (offset: number) => number;
  /** The code offset of a module offset, or null for text the code does not have. */
  toCode: (offset: number) => number | null;
}

export function checkedModuleOf(code: string, kind: ExampleKind): CheckedModule {
  const text = checkedModule(code, kind);
  if (text.startsWith(code)) return { text, toModule: (offset) => offset, toCode: (offset) => (offset < code.length ? offset : null) };
  const match = /export\s+default\s/.exec(code)!;
  const cut = match.index;
  const from = cut + match[0].length;
  const shift = text.length - code.length - '\nexport default __config;'.length;
  return {
    text,
    toModule: (offset) => (offset >= from ? offset + shift : offset),
    toCode: (offset) => (offset < cut ? offset : offset >= from + shift && offset - shift < code.length ? offset - shift : null),
  };
}

/**
 * The compiler options the examples are checked with. TypeScript is
 * required here rather than with the module: loading it takes half a
 * second of a core, and every process of a build that renders articles
 * reads this module, while only the hover worker and the tests compile.
 */
export function exampleCompilerOptions(): ts.CompilerOptions {
  const { ScriptTarget, ModuleKind, ModuleResolutionKind } = require('typescript') as typeof ts;
  return {
    strict: true,
    noEmit: true,
    target: ScriptTarget.ES2022,
    module: ModuleKind.ESNext,
    moduleResolution: ModuleResolutionKind.Bundler,
    types: ['node'],
    skipLibCheck: true,
    esModuleInterop: true,
  };
}

/** Types of the two plugins whose 0.7 builds are typed from their release source. */
export function unpublishedPluginTypes(root = process.cwd()): string {
  return path.join(root, '__tests__/support/unpublished-plugins.d.ts');
}
