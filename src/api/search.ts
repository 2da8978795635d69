import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import type { SearchEngine, SearchGroup } from '../search/search';

/** The search code, loaded once per process. */
interface SearchCode {
  findIndex: (publicDir: string, prefix: string) => string | null;
  readEngine: (publicDir: string, name: string) => SearchEngine;
  search: (engine: SearchEngine, query: string, limit?: number) => Promise<SearchGroup[]>;
  hitsPerGroup: number;
}

/**
 * What outlives this module. Gatsby's functions middleware deletes the
 * function from the require cache and requires it again on every request,
 * so a cache held in the module would be rebuilt, and kept alive by the
 * discarded copies, each time: the process keeps one engine per index
 * file, keyed by its path and modification time, and the search code
 * that built them.
 */
interface EndpointStore {
  code: Promise<SearchCode> | null;
  engines: Map<string, { version: string; engine: SearchEngine }>;
  /** How many engines were built, for tests and diagnostics. */
  builds: number;
}

const STORE_KEY = Symbol.for('rsbuild-docs.search-endpoint');
type WithStore = typeof globalThis & { [STORE_KEY]?: EndpointStore };

export function endpointStore(): EndpointStore {
  const scope = globalThis as WithStore;
  return (scope[STORE_KEY] ??= { code: null, engines: new Map(), builds: 0 });
}

/** Webpack's table of this bundle's modules, where the bundle is webpack's (Gatsby compiles each function so). */
declare const __webpack_modules__: Record<string, unknown> | undefined;
declare const __non_webpack_require__: NodeJS.Require | undefined;
const BUNDLE_KEY = Symbol.for('rsbuild-docs.search-endpoint.bundle');
type WithBundle = typeof globalThis & { [BUNDLE_KEY]?: { fingerprint: string; modules: Record<string, unknown> } };

/**
 * Gatsby compiles the function with its request handling (body parsers,
 * multipart forms, router and config code, some 1.4 MB) into one bundle,
 * then evaluates the bundle afresh for every request and keeps each copy
 * alive. This module is the first the bundle evaluates: it hands the
 * bundle the modules the first copy evaluated, so the others are not
 * evaluated again, and lets go of the stale copies Node keeps as children
 * of the module that required them.
 */
function reuseBundle(): void {
  if (typeof __webpack_modules__ !== 'object' || !__webpack_modules__) return;
  // `require.cache` is the bundle's own module cache in a webpack bundle.
  const cache = require.cache as unknown as Record<string, unknown>;
  const ids = Object.keys(__webpack_modules__);
  const fingerprint = ids.map((id) => `${id}:${String(__webpack_modules__[id]).length}`).join(',');
  const scope = globalThis as WithBundle;
  const first = scope[BUNDLE_KEY];
  if (first?.fingerprint === fingerprint) {
    for (const id of Object.keys(first.modules)) if (!(id in cache)) cache[id] = first.modules[id];
  } else {
    scope[BUNDLE_KEY] = { fingerprint, modules: cache };
  }
  if (typeof __non_webpack_require__ !== 'function') return;
  for (const parent of Object.values(__non_webpack_require__.cache)) {
    const children = parent?.children ?? [];
    const copies = children.filter((child) => /[\\/]\.cache[\\/]functions[\\/]/.test(child.filename));
    const latest = new Map(copies.map((child) => [child.filename, child]));
    if (copies.length > latest.size) parent!.children = children.filter((child) => !copies.includes(child) || latest.get(child.filename) === child);
  }
}
reuseBundle();

/** The search code, from a chunk of its own, evaluated only by the first copy of this module to need it. */
function searchCode(store: EndpointStore): Promise<SearchCode> {
  store.code ??= Promise.all([import('../search/search'), import('../search/disk')]).then(([engine, disk]) => ({
    findIndex: disk.findIndex,
    readEngine: disk.readEngine,
    search: engine.search,
    hitsPerGroup: engine.HITS_PER_GROUP,
  }));
  return store.code;
}

/** The engine of a name such as `search_index.en`, from the built site; built again only when its file changes. */
function engineFor(store: EndpointStore, code: SearchCode, name: string): SearchEngine | null {
  if (!/^search_index\.[a-z-]+$/.test(name)) return null;
  const publicDir = path.resolve('public');
  const file = code.findIndex(publicDir, name);
  if (!file) return null;
  const key = path.join(publicDir, file);
  const version = String(fs.statSync(key).mtimeMs);
  const cached = store.engines.get(key);
  if (cached?.version === version) return cached.engine;
  const engine = code.readEngine(publicDir, file);
  store.builds += 1;
  // A rebuilt site names its index anew: engines of files that are gone go with them.
  for (const other of store.engines.keys()) if (other !== key && other.startsWith(`${publicDir}${path.sep}${name}.`)) store.engines.delete(other);
  store.engines.set(key, { version, engine });
  return engine;
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
    names.map(async (name, i) => ({ index: name, hits: (await code.search(engines[i]!, keyword, limit)).flatMap((group) => group.hits) })),
  );
  res.json(answer);
}
