import path from 'node:path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { findIndex, readEngine } from '../search/disk';
import { HITS_PER_GROUP, search, type SearchEngine } from '../search/search';

const engines = new Map<string, SearchEngine>();

/** The prebuilt index of a name such as `search_index.en`, from the built site. */
function engineFor(name: string): SearchEngine | null {
  if (!/^search_index\.[a-z-]+$/.test(name)) return null;
  const publicDir = path.resolve('public');
  const file = findIndex(publicDir, name);
  if (!file) return null;
  const key = path.join(publicDir, file);
  if (!engines.has(key)) engines.set(key, readEngine(publicDir, file));
  return engines.get(key)!;
}

/**
 * Remote search: `GET /api/search?keyword=&limit=&searchIndexes=&lang=`
 * answers a list of `{ index, hits }`, one entry per index named in
 * `searchIndexes`, searched exactly as the browser searches it.
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const keyword = String(req.query.keyword ?? '');
  const limit = Math.max(1, Math.min(50, Number(req.query.limit) || HITS_PER_GROUP));
  const lang = String(req.query.lang ?? 'en');
  const names = String(req.query.searchIndexes ?? `search_index.${lang}`)
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !engineFor(name));
  if (names.length === 0 || unknown.length > 0) {
    res.status(400).json({ error: `Unknown search index: ${unknown.join(', ') || '(none)'}` });
    return;
  }
  const answer = await Promise.all(
    names.map(async (name) => ({ index: name, hits: (await search(engineFor(name)!, keyword, limit)).flatMap((group) => group.hits) })),
  );
  res.json(answer);
}
