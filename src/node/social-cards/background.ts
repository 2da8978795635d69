import { spawn } from 'node:child_process';
import path from 'node:path';
import type { CardJob } from '.';

/**
 * Draws cards in a child process at the lowest scheduling priority. The
 * cards are needed only at onPostBuild, while a build keeps both cores
 * busy from its bootstrap to its bundles and leaves about a third of them
 * idle while the pages are rendered: drawn beside Gatsby's main thread,
 * the cards made a cold build 9–11 s slower; at the lowest priority they
 * take the time the rest of the build leaves. V8 runs single-threaded in
 * the child, so its own helper threads cannot escape that priority; the
 * threads sharp starts inherit it.
 */
const SCRIPT = `
require('node:os').setPriority(19);
const [loader, file, dir] = process.argv.slice(-3);
require(loader);
const { drawToCache } = require(file);
process.once('message', (jobs) => drawToCache(jobs, dir).then(() => process.disconnect()));
`;

export function drawInBackground(jobs: readonly CardJob[], dir: string): Promise<void> {
  if (jobs.length === 0) return Promise.resolve();
  const args = [path.resolve(__dirname, '../register-typescript.js'), path.join(__dirname, 'index.ts'), dir];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--single-threaded', '-e', SCRIPT, '--', ...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const stop = () => child.kill();
    process.once('exit', stop);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('exit', stop);
      if (code === 0) resolve();
      else reject(new Error(`drawing the social cards stopped with ${signal ?? `code ${code}`}`));
    });
    child.send(jobs);
  });
}
