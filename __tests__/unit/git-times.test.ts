import { parseGitLog } from '../../src/node/git-times';

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
