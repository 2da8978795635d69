import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { createEngine, HITS_PER_GROUP, search, type SearchEngine, type SearchIndexFile } from '../search/search';

const engines = new Map<string, SearchEngine>();

/** The prebuilt index of a name such as `search_index.en`, from the built site. */
function engineFor(name: string): SearchEngine | null {
  if (!/^search_index\.[a-z-]+$/.test(name)) return null;
  const publicDir = path.resolve('public');
  const file = fs.readdirSync(publicDir).find((entry) => entry.startsWith(`${name}.`) && entry.endsWith('.json'));
  if (!file) return null;
  const key = path.join(publicDir, file);
  if (!engines.has(key)) {
    const indexFile = JSON.parse(fs.readFileSync(key, 'utf8')) as SearchIndexFile;
    engines.set(key, createEngine(indexFile, async (url) => fs.readFileSync(path.join(publicDir, url), 'utf8')));
  }
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
