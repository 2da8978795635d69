import fs from 'node:fs';
import path from 'node:path';
import { createEngine, textsUrlOf, type SearchEngine, type SearchIndexFile, type SearchTextsFile } from './search';

/**
 * The engine of a built index, its texts read from beside it: `name` is
 * an index file name such as `search_index.en.<hash>.json`. For Node.js
 * only (the remote endpoint, the benchmark, the build checks).
 */
export function readEngine(publicDir: string, name: string): SearchEngine {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(publicDir, file), 'utf8')) as unknown;
  return createEngine(read(name) as SearchIndexFile, read(textsUrlOf(name)) as SearchTextsFile);
}

export { findIndex } from './built-index';
