import { Worker } from 'node:worker_threads';

/** A search thread. Webpack compiles the worker into a file of its own, which this URL names once built. */
export const spawnSearchWorker = () => new Worker(new URL('./search-worker.ts', import.meta.url));
