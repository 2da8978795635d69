import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const MARK = '\u0000';

/**
 * Reads `git log --format=%x00%cI --name-only` output: the newest commit
 * time of every file it names, keyed by path relative to the repository.
 */
export function parseGitLog(output: string): Map<string, string> {
  const times = new Map<string, string>();
  let current = '';
  for (const line of output.split('\n')) {
    if (line.startsWith(MARK)) {
      current = line.slice(1).trim();
    } else if (line.trim() && current && !times.has(line.trim())) {
      times.set(line.trim(), new Date(current).toISOString());
    }
  }
  return times;
}

let commitTimes: Promise<{ root: string; times: Map<string, string> } | null> | undefined;

async function readCommitTimes(cwd: string) {
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd });
    const root = top.trim();
    // Git writes the NUL itself (`%x00`): a process argument cannot hold one.
    const { stdout } = await run('git', ['log', '--format=%x00%cI', '--name-only', '--', '.'], {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { root, times: parseGitLog(stdout) };
  } catch {
    return null;
  }
}

/**
 * When a source file last changed: its last commit, or its modification
 * time when it is not committed (or the site is built outside git).
 */
export async function lastUpdatedOf(absolutePath: string, contentDir: string): Promise<string> {
  commitTimes ??= readCommitTimes(contentDir);
  const history = await commitTimes;
  const committed = history?.times.get(path.relative(history.root, absolutePath).split(path.sep).join('/'));
  if (committed) return committed;
  return (await stat(absolutePath)).mtime.toISOString();
}
