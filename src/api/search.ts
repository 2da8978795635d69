import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { MAX_QUERY_LENGTH } from '../search/limits';
import type { SearchEngine, SearchGroup, SearchHit } from '../search/search';

/** How many answers the endpoint keeps. */
const ANSWERS_KEPT = 500;

/** The search code, loaded once per process. */
interface SearchCode {
  findIndex: (publicDir: string, prefix: string) => string | null;
  readEngine: (publicDir: string, name: string) => SearchEngine;
  prepareTexts: (engine: SearchEngine) => boolean;
  search: (engine: SearchEngine, query: string, limit?: number) => Promise<SearchGroup[]>;
  hitsPerGroup: number;
}

/**
 * What outlives this module. Gatsby's functions middleware deletes the
 * function from the require cache and requires it again on every request,
 * so a cache held in the module would be rebuilt each time: the process
 * keeps one engine per index file, keyed by its path and modification
 * time, and the search code that built them.
 */
interface EndpointStore {
  code: Promise<SearchCode> | null;
  engines: Map<string, { version: string; engine: SearchEngine }>;
  /** The last answers, by index file, limit and query: readers ask the same things. Emptied when an engine is rebuilt. */
  answers: Map<string, SearchHit[]>;
  /** How many engines were built, for tests and diagnostics. */
  builds: number;
}

const STORE_KEY = Symbol.for('rsbuild-docs.search-endpoint');
type WithStore = typeof globalThis & { [STORE_KEY]?: EndpointStore };

export function endpointStore(): EndpointStore {
  const scope = globalThis as WithStore;
  return (scope[STORE_KEY] ??= { code: null, engines: new Map(), answers: new Map(), builds: 0 });
}

/** The search code, from a chunk of its own, evaluated only by the first copy of this module to need it. */
function searchCode(store: EndpointStore): Promise<SearchCode> {
  store.code ??= Promise.all([import('../search/search'), import('../search/disk')]).then(([engine, disk]) => ({
    findIndex: disk.findIndex,
    readEngine: disk.readEngine,
    prepareTexts: engine.prepareTexts,
    search: engine.search,
    hitsPerGroup: engine.HITS_PER_GROUP,
  }));
  return store.code;
}

/** The engine of a name such as `search_index.en`, from the built site; built again only when its file changes. */
function engineFor(store: EndpointStore, code: SearchCode, name: string): { key: string; engine: SearchEngine } | null {
  if (!/^search_index\.[a-z-]+$/.test(name)) return null;
  const publicDir = path.resolve('public');
  const file = code.findIndex(publicDir, name);
  if (!file) return null;
  const key = path.join(publicDir, file);
  const version = String(fs.statSync(key).mtimeMs);
  const cached = store.engines.get(key);
  if (cached?.version === version) return { key, engine: cached.engine };
  const engine = code.readEngine(publicDir, file);
  // Every text prepared at once: the memory it takes is taken now, not a little on each search.
  code.prepareTexts(engine);
  store.builds += 1;
  store.answers.clear();
  // A rebuilt site names its index anew: engines of files that are gone go with them.
  for (const other of store.engines.keys()) if (other !== key && other.startsWith(`${publicDir}${path.sep}${name}.`)) store.engines.delete(other);
  store.engines.set(key, { version, engine });
  return { key, engine };
}

/**
 * Remote search: `GET /api/search?keyword=&limit=&searchIndexes=&lang=`
 * answers a list of `{ index, hits }`, one entry per index named in
 * `searchIndexes`, searched exactly as the browser searches it.
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const store = endpointStore();
  const code = await searchCode(store);
  const keyword = String(req.query.keyword ?? '');
  if (keyword.length > MAX_QUERY_LENGTH) {
    res.status(400).json({ error: `The query is longer than ${MAX_QUERY_LENGTH} characters` });
    return;
  }
  const limit = Math.max(1, Math.min(50, Number(req.query.limit) || code.hitsPerGroup));
  const lang = String(req.query.lang ?? 'en');
  const names = String(req.query.searchIndexes ?? `search_index.${lang}`)
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const engines = names.map((name) => engineFor(store, code, name));
  const unknown = names.filter((_, i) => !engines[i]);
  if (names.length === 0 || unknown.length > 0) {
    res.status(400).json({ error: `Unknown search index: ${unknown.join(', ') || '(none)'}` });
    return;
  }
  const answer = await Promise.all(
    names.map(async (name, i) => {
      const { key, engine } = engines[i]!;
      const asked = `${key}\n${limit}\n${keyword}`;
      let hits = store.answers.get(asked);
      if (!hits) {
        hits = (await code.search(engine, keyword, limit)).flatMap((group) => group.hits);
        store.answers.set(asked, hits);
        if (store.answers.size > ANSWERS_KEPT) store.answers.delete(store.answers.keys().next().value!);
      }
      return { index: name, hits };
    }),
  );
  res.json(answer);
}
