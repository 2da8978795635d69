import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ConfigExample {
  /** Source file, relative to the repository. */
  file: string;
  /** 1-based position of the block among the page's config examples. */
  index: number;
  /** Line of the block's first code line in the source file. */
  line: number;
  code: string;
  /** A config file, typed as RsbuildConfig, or a script or plugin module that uses the API. */
  kind?: 'config' | 'script';
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const CONFIG_TITLE = /title=(["']?)rsbuild\.config\.(?:ts|mts|js|mjs)\1(?:\s|$)/;
/** Scripts and plugin modules of the API and plugin pages, checked as they are. */
const SCRIPT_TITLE = /title=(["']?)(?:scripts|plugins)\/[\w./-]+\.m?ts\1(?:\s|$)/;
const ROOT = path.resolve(__dirname, '../..');
/** Types of the plugins whose 0.7 builds the registry lacks. */
const UNPUBLISHED_PLUGINS = path.join(__dirname, 'unpublished-plugins.d.ts');

/** Code blocks of a page whose title names a Rsbuild config file, a script or a plugin module. */
export function extractConfigExamples(file: string, source: string): ConfigExample[] {
  const examples: ConfigExample[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const fence = open[2]!;
    const end = lines.findIndex((line, j) => j > i && line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '');
    const close = end === -1 ? lines.length : end;
    const kind = CONFIG_TITLE.test(open[3]!) ? 'config' : SCRIPT_TITLE.test(open[3]!) ? 'script' : null;
    if (kind === 'config') examples.push({ file, index: examples.length + 1, line: i + 2, code: lines.slice(i + 1, close).join('\n') });
    if (kind === 'script') examples.push({ file, index: examples.length + 1, line: i + 2, code: lines.slice(i + 1, close).join('\n'), kind });
    i = close;
  }
  return examples;
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

export interface ExampleProblem {
  example: ConfigExample;
  messages: string[];
}

/** Type-checks every example against the installed @rsbuild/core in one program. */
export function checkConfigExamples(examples: ConfigExample[]): ExampleProblem[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ['node'],
    skipLibCheck: true,
    esModuleInterop: true,
  };
  const virtual = new Map(
    examples.map((example, i) => [
      path.join(ROOT, '.config-examples', `example-${i}.ts`),
      example.kind === 'script' ? `${example.code}\nexport {};` : toCheckedModule(example.code),
    ]),
  );
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, version, onError, shouldCreate) => {
    const text = virtual.get(name);
    return text === undefined
      ? getSourceFile.call(host, name, version, onError, shouldCreate)
      : ts.createSourceFile(name, text, version, true);
  };
  const program = ts.createProgram([...virtual.keys(), UNPUBLISHED_PLUGINS], options, host);

  return [...virtual.keys()]
    .map((name, i) => {
      const example = examples[i]!;
      const diagnostics = [...program.getSyntacticDiagnostics(program.getSourceFile(name)), ...program.getSemanticDiagnostics(program.getSourceFile(name))];
      const messages = diagnostics.map((diagnostic) => {
        const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        if (diagnostic.file && diagnostic.start !== undefined) {
          const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
          return `${example.file}:${example.line + line} (config example ${example.index}): ${text}`;
        }
        return `${example.file} (config example ${example.index}): ${text}`;
      });
      return { example, messages };
    })
    .filter((problem) => problem.messages.length > 0);
}

/** Every MDX and Markdown file under a content folder. */
export function contentFiles(dir: string): string[] {
  const absolute = path.join(ROOT, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name).split(path.sep).join('/'))
    .sort();
}

export function readSource(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}
