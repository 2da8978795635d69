import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A link to a page that does not exist fails `gatsby build`, and the
 * message names the file, line and column the author wrote it at. Runs a
 * warm build after the one the other checks used.
 */
const FILE = path.resolve('content/en/guide/start/glossary.mdx');
const SHOWN = 'content/en/guide/start/glossary.mdx';

test('a planted link to a missing page fails the build, naming the file and line', () => {
  const original = fs.readFileSync(FILE, 'utf8');
  const line = original.trimEnd().split('\n').length + 2;
  try {
    fs.writeFileSync(FILE, `${original.trimEnd()}\n\nSee [the missing page](/guide/no-such-page-here).\n`);
    const build = spawnSync('npx', ['gatsby', 'build'], { encoding: 'utf8', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' } });
    // Gatsby's reporter colours and wraps long lines to the terminal's width.
    const output = `${build.stdout}\n${build.stderr}`.replace(/\x1b\[[0-9;]*m/g, '').replace(/\s+/g, ' ');
    expect(build.status).not.toBe(0);
    expect(output).toContain(`${SHOWN}:${line}:5: links to /guide/no-such-page-here/, which is not a page of this site`);
  } finally {
    fs.writeFileSync(FILE, original);
  }
}, 600_000);
