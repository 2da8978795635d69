/**
 * gatsby-source-filesystem, as patched: a file the watcher reports as
 * changed once the first scan is done is hashed anew. The plugin's cache of
 * hashes is keyed by modification time and inode, which two saves within
 * one tick of the file system's clock share.
 */
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const watchers: EventEmitter[] = [];
jest.mock('chokidar', () => ({
  watch: () => {
    const watcher = new (jest.requireActual('node:events').EventEmitter)();
    watchers.push(watcher);
    return watcher;
  },
}));

const { sourceNodes } = require('gatsby-source-filesystem/gatsby-node') as {
  sourceNodes: (api: unknown, options: { path: string }) => Promise<void>;
};

describe('the File node of a changed file', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-node-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('has the hash of the file as it is, whatever the cache holds for its time and inode', async () => {
    const file = path.join(dir, 'page.mdx');
    fs.writeFileSync(file, 'The first save.\n');
    const created: { internal: { contentDigest: string } }[] = [];
    const emitter = new EventEmitter();
    const ready = sourceNodes(
      {
        actions: { createNode: (node: (typeof created)[number]) => created.push(node), deleteNode: () => {} },
        getNode: () => undefined,
        createNodeId: (seed: string) => seed,
        reporter: { info: () => {}, error: (error: unknown) => { throw error; }, panic: (message: string) => { throw new Error(message); } },
        // Every lookup finds the hash of another save.
        cache: { get: async () => 'hash-of-another-save', set: async () => {} },
        emitter,
      },
      { path: dir },
    );
    const watcher = watchers.at(-1)!;
    watcher.emit('ready');
    await ready;
    emitter.emit('BOOTSTRAP_FINISHED');

    fs.writeFileSync(file, 'The second save.\n');
    watcher.emit('change', file);
    const expected = crypto.createHash('md5').update('The second save.\n').digest('hex');
    for (const started = Date.now(); !created.some((node) => node.internal.contentDigest === expected); ) {
      if (Date.now() - started > 5000) throw new Error(`no File node with the hash of the file: ${created.map((node) => node.internal.contentDigest).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
});
