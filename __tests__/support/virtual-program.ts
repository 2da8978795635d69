import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');

/**
 * A TypeScript program over one module that exists only in memory, placed
 * at the repository root so that it resolves the installed packages, with
 * the declaration files given alongside it.
 */
export function programOver(name: string, source: string, declarations: string[] = []): { program: ts.Program; file: ts.SourceFile } {
  const entry = path.join(ROOT, name);
  const options: ts.CompilerOptions = {
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: ['node'],
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => file === entry || fileExists.call(host, file);
  host.readFile = (file) => (file === entry ? source : readFile.call(host, file));
  host.getSourceFile = (file, version, ...rest) =>
    file === entry ? ts.createSourceFile(file, source, version, true) : getSourceFile.call(host, file, version, ...rest);
  const program = ts.createProgram([entry, ...declarations], options, host);
  return { program, file: program.getSourceFile(entry)! };
}
