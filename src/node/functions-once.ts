import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';

/** Marks a compiled function turned into a stub, so that running the step again changes nothing. */
const STUB_MARK = '// Loads the compiled function once per process';

interface CompiledFunction {
  relativeCompiledFilePath: string;
}

/**
 * Gatsby's functions middleware (`gatsby serve`) deletes a function from
 * the require cache and requires it again on every request. Each compiled
 * function is a webpack bundle of about 1.4 MB, Gatsby's request handling
 * included, so every request would parse and evaluate it anew (some
 * 200 ms of CPU). After a build, each compiled function moves beside
 * itself as `<name>.impl.js`, and a one-line stub takes its place: the
 * middleware requires the stub afresh, and the stub requires the bundle,
 * which Node then loads once. Chunks stay where the bundle finds them, in
 * the same folder.
 */
export async function loadFunctionsOnce({ store }: Pick<BuildArgs, 'store'>): Promise<void> {
  const dir = path.join(store.getState().program.directory, '.cache', 'functions');
  const manifestFile = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) return;
  const functions = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as CompiledFunction[];
  for (const { relativeCompiledFilePath } of functions) {
    const file = path.join(dir, relativeCompiledFilePath);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8').startsWith(STUB_MARK)) continue;
    const impl = file.replace(/\.js$/, '.impl.js');
    fs.renameSync(file, impl);
    fs.writeFileSync(file, `${STUB_MARK}: the functions middleware requires this stub afresh for every request.\nmodule.exports = require(${JSON.stringify(`./${path.basename(impl)}`)});\n`);
  }
}
