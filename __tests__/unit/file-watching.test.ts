import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import chokidar from 'chokidar';

/** Resolves once `seen` holds `count` entries; fails after `ms`. */
function until(seen: string[], count: number, ms = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (seen.length >= count) resolve();
      else if (Date.now() - started > ms) reject(new Error(`saw ${seen.length} changes, not ${count}`));
      else setTimeout(check, 5);
    };
    check();
  });
}

/** chokidar as patched in `patches/`: Gatsby's content watcher and the live edits of `gatsby develop` both use it. */
describe('chokidar', () => {
  it('reports a save that follows the last one within its 50 ms, once they end', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-watching-'));
    const file = path.join(dir, 'page.mdx');
    fs.writeFileSync(file, 'first\n');
    const seen: string[] = [];
    const watcher = chokidar.watch(dir, { ignoreInitial: true, atomic: false }).on('change', (changed) => seen.push(fs.readFileSync(changed, 'utf8')));
    await new Promise((resolve) => watcher.once('ready', resolve));
    try {
      fs.writeFileSync(file, 'second\n');
      await until(seen, 1);
      // Saved again as soon as the last save was reported.
      fs.writeFileSync(file, 'third\n');
      await until(seen, 2);
      expect(seen).toEqual(['second\n', 'third\n']);
    } finally {
      await watcher.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
