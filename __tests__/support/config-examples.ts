import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { checkedModule, exampleCompilerOptions, exampleKind, toCheckedModule, unpublishedPluginTypes } from '../../src/node/code-hovers/examples';

export { toCheckedModule };

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
const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const ROOT = path.resolve(__dirname, '../..');
/** Types of the plugins whose 0.7 builds the registry lacks. */
const UNPUBLISHED_PLUGINS = unpublishedPluginTypes(ROOT);

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
    const title = TITLE.exec(open[3]!);
    const kind = exampleKind(title?.[1] ?? title?.[2] ?? title?.[3]);
    if (kind === 'config') examples.push({ file, index: examples.length + 1, line: i + 2, code: lines.slice(i + 1, close).join('\n') });
    if (kind === 'script') examples.push({ file, index: examples.length + 1, line: i + 2, code: lines.slice(i + 1, close).join('\n'), kind });
    i = close;
  }
  return examples;
}

export interface ExampleProblem {
  example: ConfigExample;
  messages: string[];
}

/** Type-checks every example against the installed @rsbuild/core in one program. */
export function checkConfigExamples(examples: ConfigExample[]): ExampleProblem[] {
  const options = exampleCompilerOptions();
  // One module per distinct example: the Chinese pages repeat the English code.
  const moduleOf = new Map<string, string>();
  const names = examples.map((example) => {
    const text = checkedModule(example.code, example.kind ?? 'config');
    if (!moduleOf.has(text)) moduleOf.set(text, path.join(ROOT, '.config-examples', `example-${moduleOf.size}.ts`));
    return moduleOf.get(text)!;
  });
  const virtual = new Map([...moduleOf].map(([text, name]) => [name, text]));
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
  const diagnosticsOf = new Map(
    [...virtual.keys()].map((name) => {
      const source = program.getSourceFile(name);
      return [name, [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]];
    }),
  );

  return examples
    .map((example, i) => {
      const messages = diagnosticsOf.get(names[i]!)!.map((diagnostic) => {
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
