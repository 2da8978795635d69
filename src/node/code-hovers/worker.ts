import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Hover } from './service';

/**
 * Computes the hovers of every compiled block in a worker thread, beside
 * the rest of the build or the start of the development server, on the
 * machine's other core. The worker runs ./precompute.ts from the source,
 * through TypeScript's own transpiler, since Gatsby bundles only the main
 * thread's code.
 */
const SCRIPT = `
const fs = require('node:fs');
const Module = require('node:module');
const { parentPort, workerData } = require('node:worker_threads');
const ts = require(require.resolve('typescript', { paths: [workerData.root] }));
Module._extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, jsx: ts.JsxEmit.ReactJSX },
    fileName: filename,
  });
  module._compile(outputText, filename);
};
const { computeAllHovers } = require(workerData.file);
parentPort.postMessage([...computeAllHovers(workerData.root)]);
`;

export function hoversInWorker(root: string): Promise<Map<string, Hover[]>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SCRIPT, { eval: true, workerData: { root, file: path.join(root, 'src/node/code-hovers/precompute.ts') } });
    worker.once('message', (entries: [string, Hover[]][]) => resolve(new Map(entries)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the hover worker stopped with code ${code}`)));
  });
}
