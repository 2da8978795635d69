import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Hover } from './block';

/**
 * Computes the hovers of every compiled block in a worker thread, beside
 * the rest of the build or the start of the development server, on the
 * machine's other core. A worker starts with an empty module cache, so it
 * registers the TypeScript loader itself before it requires ./precompute.ts.
 */
const SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.loader);
const { computeAllHovers } = require(workerData.file);
parentPort.postMessage([...computeAllHovers(workerData.root)]);
`;

export function hoversInWorker(root: string): Promise<Map<string, Hover[]>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SCRIPT, { eval: true, workerData: { root, loader: path.join(root, 'src/node/register-typescript.js'), file: path.join(root, 'src/node/code-hovers/precompute.ts') } });
    worker.once('message', (entries: [string, Hover[]][]) => resolve(new Map(entries)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the hover worker stopped with code ${code}`)));
  });
}
