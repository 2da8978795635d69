import type { Worker } from 'node:worker_threads';
import type { SearchHit } from './search';

/** A built index: the folder it is in, its file's name (`search_index.en.<hash>.json`) and that file's modification time, which changes when the site is built again. */
export interface IndexFile {
  publicDir: string;
  file: string;
  version: string;
}

/** What the endpoint asks a search worker: to have an index's engine ready, or to search it. */
type Asked = IndexFile & ({ kind: 'load' } | { kind: 'search'; keyword: string; limit: number });
export type WorkerRequest = Asked & { id: number };

export interface WorkerReply {
  id: number;
  /** Whether the worker built the engine for this request. */
  built: boolean;
  hits?: SearchHit[];
  error?: string;
}

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>;
  /** Per index file, the version this thread was asked to load, and when it has. */
  loaded: Map<string, { version: string; ready: Promise<unknown> }>;
}

export interface SearchWorkers {
  /** The hits of `keyword` in the index, from the least busy thread. */
  search(index: IndexFile, keyword: string, limit: number): Promise<SearchHit[]>;
  /** How many engines the threads have built. */
  readonly builds: number;
  readonly size: number;
  close(): Promise<void>;
}

/**
 * Threads that search for the endpoint, so that the server's own thread
 * only answers HTTP: with one thread per core, a busy endpoint answers
 * more requests, and pages are still served while it searches. When an
 * index is first asked for, every thread builds its engine, and the first
 * search waits for all of them: no later search waits behind a thread
 * that is still building one. A thread that stops fails its pending
 * requests and is replaced.
 */
export function createSearchWorkers(spawn: () => Worker, size: number): SearchWorkers {
  let nextId = 0;
  let builds = 0;
  const threads: Thread[] = [];

  const start = (slot: number): Thread => {
    const thread: Thread = { worker: spawn(), pending: new Map(), loaded: new Map() };
    const stop = (error: Error) => {
      if (threads[slot] !== thread) return;
      delete threads[slot];
      for (const { reject } of thread.pending.values()) reject(error);
      thread.pending.clear();
    };
    thread.worker.on('message', (reply: WorkerReply) => {
      if (reply.built) builds += 1;
      const waiting = thread.pending.get(reply.id);
      thread.pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    thread.worker.on('error', (error) => stop(new Error(`A search worker failed: ${error.message}`)));
    thread.worker.on('exit', (code) => stop(new Error(`A search worker stopped with exit code ${code}`)));
    // The threads never keep a process alive that has nothing else to do.
    thread.worker.unref();
    threads[slot] = thread;
    return thread;
  };
  const thread = (slot: number) => threads[slot] ?? start(slot);

  const ask = (target: Thread, request: Asked): Promise<WorkerReply> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      target.pending.set(id, { resolve, reject });
      target.worker.postMessage({ ...request, id });
    });

  return {
    async search(index, keyword, limit) {
      const all = () => Array.from({ length: size }, (_, slot) => thread(slot));
      const key = `${index.publicDir}\n${index.file}`;
      const loads = all().map((target) => {
        let load = target.loaded.get(key);
        if (load?.version !== index.version) {
          // A failed load is answered again, with its error, by the search that needs the engine.
          load = { version: index.version, ready: ask(target, { ...index, kind: 'load' }).catch(() => {}) };
          target.loaded.set(key, load);
        }
        return load.ready;
      });
      await Promise.all(loads);
      // Chosen among the threads running now: one that stopped while others loaded has been replaced.
      const target = all().reduce((best, next) => (next.pending.size < best.pending.size ? next : best));
      const reply = await ask(target, { ...index, kind: 'search', keyword, limit });
      if (reply.error !== undefined) throw new Error(reply.error);
      return reply.hits ?? [];
    },
    get builds() {
      return builds;
    },
    size,
    async close() {
      await Promise.all(threads.filter(Boolean).map(({ worker }) => worker.terminate()));
    },
  };
}
