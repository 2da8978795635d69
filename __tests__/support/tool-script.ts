import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs one of the `.cjs` scripts beside this file in its own Node process
 * (Rsbuild loads parts of itself with dynamic import(), which Jest's module
 * sandbox does not support) and returns the JSON it prints after `mark`.
 */
export async function runToolScript<T>(script: string, args: string[], mark: string, timeout?: number): Promise<T> {
  const { stdout } = await run(process.execPath, [path.join(__dirname, script), ...args], {
    cwd: path.resolve(__dirname, '../..'),
    maxBuffer: 64 * 1024 * 1024,
    timeout,
  });
  const line = stdout.split('\n').find((candidate) => candidate.startsWith(mark));
  if (!line) throw new Error(`${script} ${args.join(' ')} printed no result:\n${stdout}`);
  return JSON.parse(line.slice(mark.length));
}
