import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lastUpdatedOf, parseGitLog } from '../../src/node/git-times';

describe('parseGitLog', () => {
  it('keeps the newest commit of each file', () => {
    const log = [
      '\u00002024-06-26T11:30:33+08:00',
      '',
      'content/en/a.mdx',
      'content/zh/a.mdx',
      '\u00002024-05-28T03:38:22+00:00',
      '',
      'content/en/a.mdx',
      'content/en/b.mdx',
    ].join('\n');
    const times = parseGitLog(log);
    expect(times.get('content/en/a.mdx')).toBe('2024-06-26T03:30:33.000Z');
    expect(times.get('content/zh/a.mdx')).toBe('2024-06-26T03:30:33.000Z');
    expect(times.get('content/en/b.mdx')).toBe('2024-05-28T03:38:22.000Z');
    expect(times.size).toBe(3);
  });
});

describe('lastUpdatedOf', () => {
  const contentDir = path.resolve('content');
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

  it('gives the last commit time of a committed page', async () => {
    const file = path.join(contentDir, 'en/guide/start/quick-start.mdx');
    const committed = new Date(git('log', '-1', '--format=%cI', '--', file)).toISOString();
    await expect(lastUpdatedOf(file, contentDir)).resolves.toBe(committed);
  });

  it('falls back to the modification time of a file git does not know', async () => {
    const dir = mkdtempSync(path.join(contentDir, '.untracked-'));
    try {
      const file = path.join(dir, 'draft.mdx');
      writeFileSync(file, '# Draft\n');
      await expect(lastUpdatedOf(file, contentDir)).resolves.toBe(statSync(file).mtime.toISOString());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
