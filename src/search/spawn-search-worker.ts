import { Worker } from 'node:worker_threads';

/**
 * A search thread's heap limit. Its engines and what searching keeps
 * (stems, expansions, postings) take up to about 170 MB; without a limit,
 * V8 let each thread's heap grow past 400 MB before collecting. A thread
 * that ever goes over is stopped and replaced (see `search-workers`),
 * while the server goes on.
 */
const MAX_HEAP_MB = 384;

/** A search thread. Webpack compiles the worker into a file of its own, which this URL names once built. */
export const spawnSearchWorker = () =>
  new Worker(new URL('./search-worker.ts', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB } });
