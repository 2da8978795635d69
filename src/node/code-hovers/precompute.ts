import fs from 'node:fs';
import path from 'node:path';
import { site } from '../../data/site';
import { codeDigest } from '../code-digest';
import { readHoverLinks, type HoverLinks } from './links';
import { contentBlocks } from './scan';
import { blockDigest, type ExampleBlock, type Hover } from './block';
import type { HoverService } from './service';

/**
 * The hovers of every compiled block of the content folder, each distinct
 * block once for both languages, from one language service, kept in
 * `.cache/code-hovers/` by the block's code digest, the versions of
 * TypeScript and @rsbuild/core, the site's build code and the pages the
 * links point to. Runs in a worker thread (./worker.ts) or, for a block
 * the worker did not see, in the renderer itself.
 */

let links: HoverLinks | undefined;
let service: HoverService | undefined;

export function hoverLinks(root: string): HoverLinks {
  links ??= readHoverLinks(path.join(root, site.contentDir, 'en'));
  return links;
}

const versionOf = (root: string, name: string) => (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
/** The versions of TypeScript and @rsbuild/core in a cache file's name, read once per process and root. */
const versionTags = new Map<string, string>();

export function cacheFile(root: string, digest: string): string {
  let versions = versionTags.get(root);
  if (!versions) versionTags.set(root, (versions = `ts${versionOf(root, 'typescript')}-core${versionOf(root, '@rsbuild/core')}`));
  return path.join(root, '.cache', 'code-hovers', `${digest}-${versions}-${codeDigest(root)}-${hoverLinks(root).digest}.json`);
}

/** Hovers of blocks, from the cache or the one language service. */
export function computeHovers(root: string, blocks: readonly ExampleBlock[]): Map<string, Hover[]> {
  const result = new Map<string, Hover[]>();
  for (const block of blocks) {
    const digest = blockDigest(block);
    if (result.has(digest)) continue;
    const file = cacheFile(root, digest);
    if (fs.existsSync(file)) {
      result.set(digest, JSON.parse(fs.readFileSync(file, 'utf8')) as Hover[]);
      continue;
    }
    if (!service) {
      // Required here: the service loads TypeScript, which a renderer that finds every hover in the cache never needs.
      const { HoverService: Service } = require('./service') as typeof import('./service');
      service = new Service(root, hoverLinks(root));
      service.add(contentBlocks(path.join(root, site.contentDir)));
    }
    const hovers = service.hovers(block);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(hovers));
    result.set(digest, hovers);
  }
  return result;
}

/** Every compiled block of the content folder. */
export function computeAllHovers(root: string): Map<string, Hover[]> {
  return computeHovers(root, contentBlocks(path.join(root, site.contentDir)));
}
