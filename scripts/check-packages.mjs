#!/usr/bin/env node
// Checks every package of __tests__/support/documented-packages.json against
// the npm registry: the package must exist, and its documented line must be
// published unless the entry says the registry lacks it. Needs the network,
// so it is not part of `npm test`.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);
const { packages } = JSON.parse(await readFile(new URL('../__tests__/support/documented-packages.json', import.meta.url), 'utf8'));

/** The published versions of a package, or null when the registry does not know it. */
async function versions(name) {
  try {
    const { stdout } = await run('npm', ['view', name, 'versions', '--json'], { maxBuffer: 16 * 1024 * 1024 });
    const parsed = JSON.parse(stdout);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return null;
  }
}

const inLine = (version, line) => version === line || version.startsWith(`${line}.`);
let failures = 0;
// An entry may document several lines; each is checked on its own.
const checks = packages.flatMap((entry) => [].concat(entry.line).map((line) => ({ ...entry, line })));
for (const entry of checks) {
  const published = await versions(entry.name);
  let verdict;
  if (published === null) {
    verdict = 'MISSING: the registry has no such package';
    failures += 1;
  } else if (published.some((version) => inLine(version, entry.line))) {
    const matching = published.filter((version) => inLine(version, entry.line));
    verdict = `ok (${matching.filter((version) => !version.includes('-')).at(-1) ?? matching.at(-1)})`;
  } else if (entry.unpublishedLine) {
    verdict = `ok, line ${entry.line} not on this registry: ${entry.unpublishedLine}`;
  } else {
    verdict = `MISSING: no ${entry.line}.x release (newest: ${published.at(-1)})`;
    failures += 1;
  }
  console.log(`${entry.name}@${entry.line}: ${verdict}`);
}
if (failures > 0) {
  console.error(`\n${failures} package(s) not found on the registry`);
  process.exit(1);
}
