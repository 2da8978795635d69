import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { findIndex } from '../search/built-index';
import { HITS_PER_GROUP, MAX_QUERY_LENGTH } from '../search/limits';
import type { SearchHit } from '../search/search';
import { createSearchWorkers, type IndexFile, type SearchWorkers } from '../search/search-workers';
import { spawnSearchWorker } from '../search/spawn-search-worker';

/** How many answers the endpoint keeps. */
const ANSWERS_KEPT = 500;
/** Search threads: one per core, and two at most, as each holds every engine it is asked for (about 50 MB per language). */
const THREADS = Math.min(2, os.availableParallelism());

/**
 * What outlives this module. Gatsby's functions middleware deletes the
 * function from the require cache and requires it again on every request
 * of `gatsby develop`: the process keeps one set of search threads, which
 * keep the engines.
 */
interface EndpointStore {
  workers: SearchWorkers | null;
  /** The last answers, by index file and its version, limit and query: readers ask the same things. */
  answers: Map<string, SearchHit[]>;
}

const STORE_KEY = Symbol.for('rsbuild-docs.search-endpoint');
type WithStore = typeof globalThis & { [STORE_KEY]?: EndpointStore };

export function endpointStore(): EndpointStore {
  const scope = globalThis as WithStore;
  return (scope[STORE_KEY] ??= { workers: null, answers: new Map() });
}

/** The built index file of a name such as `search_index.en`, and its version; null for any other name. */
function indexFile(name: string): IndexFile | null {
  if (!/^search_index\.[a-z-]+$/.test(name)) return null;
  const publicDir = path.resolve('public');
  const file = findIndex(publicDir, name);
  if (!file) return null;
  return { publicDir, file, version: String(fs.statSync(path.join(publicDir, file)).mtimeMs) };
}

/**
 * Remote search: `GET /api/search?keyword=&limit=&searchIndexes=&lang=`
 * answers a list of `{ index, hits }`, one entry per index named in
 * `searchIndexes`, searched exactly as the browser searches it.
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const store = endpointStore();
  const keyword = String(req.query.keyword ?? '');
  if (keyword.length > MAX_QUERY_LENGTH) {
    res.status(400).json({ error: `The query is longer than ${MAX_QUERY_LENGTH} characters` });
    return;
  }
  const limit = Math.max(1, Math.min(50, Number(req.query.limit) || HITS_PER_GROUP));
  const lang = String(req.query.lang ?? 'en');
  const names = String(req.query.searchIndexes ?? `search_index.${lang}`)
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const files = names.map(indexFile);
  const unknown = names.filter((_, i) => !files[i]);
  if (names.length === 0 || unknown.length > 0) {
    res.status(400).json({ error: `Unknown search index: ${unknown.join(', ') || '(none)'}` });
    return;
  }
  const workers = (store.workers ??= createSearchWorkers(spawnSearchWorker, THREADS));
  const answer = await Promise.all(
    names.map(async (name, i) => {
      const file = files[i]!;
      const asked = `${file.publicDir}\n${file.file}\n${file.version}\n${limit}\n${keyword}`;
      let hits = store.answers.get(asked);
      if (!hits) {
        hits = await workers.search(file, keyword, limit);
        store.answers.set(asked, hits);
        if (store.answers.size > ANSWERS_KEPT) store.answers.delete(store.answers.keys().next().value!);
      }
      return { index: name, hits };
    }),
  );
  res.json(answer);
}
