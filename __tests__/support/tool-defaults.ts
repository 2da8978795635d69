import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const MARK = '__TOOL_STATE__';

export type Mode = 'development' | 'production';

export interface ToolState {
  /** The config Rsbuild normalizes from an empty one; functions appear as `{ returns }`. */
  normalized: Record<string, unknown>;
  /** The Rspack config it generates for the web target; plugins as `{ name, options }`. */
  rspack: Record<string, any>;
}

/** What the pinned @rsbuild/core does with an empty config, in one mode. */
export async function emptyProjectState(mode: Mode): Promise<ToolState> {
  const { stdout } = await run(process.execPath, [path.join(__dirname, 'tool-state.cjs'), mode], {
    cwd: path.resolve(__dirname, '../..'),
    maxBuffer: 32 * 1024 * 1024,
  });
  const line = stdout.split('\n').find((candidate) => candidate.startsWith(MARK));
  if (!line) throw new Error(`tool-state.cjs printed no state:\n${stdout}`);
  return JSON.parse(line.slice(MARK.length));
}

export function valueAt(object: unknown, optionPath: string): unknown {
  return optionPath.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], object);
}
