import { parentPort } from 'node:worker_threads';
import { readEngine } from './disk';
import { prepareTexts, search, searchNow, type SearchEngine } from './search';
import type { WorkerReply, WorkerRequest } from './search-workers';

/**
 * A thread of the remote search endpoint (see `search-workers`): it keeps
 * one engine per built index and answers each request in its order of
 * arrival.
 */
const engines = new Map<string, { version: string; engine: SearchEngine }>();

/** Titles a warm-up searches for, spread over the index. */
const WARM_UP_TITLES = 20;

/**
 * Searches for what readers type, from the index's own titles: a prefix
 * and the whole title. A thread's first searches run cold code, several
 * times slower than later ones, and the readers who asked them and those
 * queued behind would wait for it.
 */
function warmUp(engine: SearchEngine): void {
  const step = Math.max(1, Math.floor(engine.pages.length / WARM_UP_TITLES));
  for (let i = 0; i < engine.pages.length; i += step) {
    const { title } = engine.pages[i]!.page;
    searchNow(engine, title.slice(0, 3));
    searchNow(engine, title);
  }
}

/** The engine of the request's index file, built when the file is new or has changed; and whether it was built now. */
function engineFor({ publicDir, file, version }: WorkerRequest): { engine: SearchEngine; built: boolean } {
  const key = `${publicDir}\n${file}`;
  const known = engines.get(key);
  if (known?.version === version) return { engine: known.engine, built: false };
  const engine = readEngine(publicDir, file);
  // Every text prepared at once: the memory it takes is taken now, not a little on each search.
  prepareTexts(engine);
  warmUp(engine);
  // A rebuilt site names its index anew: the engines of files that are gone go with them.
  const name = file.replace(/\.[^.]+\.json$/, '');
  for (const other of engines.keys()) if (other.startsWith(`${publicDir}\n${name}.`)) engines.delete(other);
  engines.set(key, { version, engine });
  return { engine, built: true };
}

async function answer(request: WorkerRequest): Promise<WorkerReply> {
  try {
    const { engine, built } = engineFor(request);
    if (request.kind === 'load') return { id: request.id, built };
    const groups = await search(engine, request.keyword, request.limit);
    return { id: request.id, built, hits: groups.flatMap((group) => group.hits) };
  } catch (error) {
    return { id: request.id, built: false, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort!.on('message', (request: WorkerRequest) => {
  void answer(request).then((reply) => parentPort!.postMessage(reply));
});
