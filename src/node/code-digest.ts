import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const CODE_DIRS = ['src/node', 'src/utils', 'src/data'];
const digests = new Map<string, string>();

/**
 * A digest of the build-time code that shapes cached output (the modules of
 * src/node, src/utils and src/data) and of the installed packages, for cache
 * keys: any change to them makes every cached entry stale. A digest of the
 * calling module alone would miss what it imports.
 */
export function codeDigest(root = process.cwd()): string {
  const known = digests.get(root);
  if (known) return known;
  const hash = createHash('md5');
  for (const dir of CODE_DIRS) {
    for (const name of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).sort()) {
      const file = path.join(root, dir, name);
      if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
    }
  }
  hash.update(fs.readFileSync(path.join(root, 'package-lock.json')));
  const digest = hash.digest('hex').slice(0, 12);
  digests.set(root, digest);
  return digest;
}
