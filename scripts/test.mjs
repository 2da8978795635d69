#!/usr/bin/env node
// Every test, in the order that fails fastest: types, unit and component
// tests, the production build and its checks, the browser tests against the
// built site, an author's loop in the development server, then builds that
// must fail. Each step and the whole run say how long they took.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

const steps = [
  ['Type check', 'npx', ['tsc', '--noEmit']],
  // Jest keeps a core for itself by default, which leaves one worker on a
  // two-core machine; the tests wait on TypeScript and Java, not on Jest.
  ['Unit, component and content tests', 'npx', ['jest', '--selectProjects', 'unit', 'components', '--maxWorkers=2']],
  // From clean: Gatsby keeps page HTML across builds when only CSS changed.
  ['Clean build cache', 'npx', ['gatsby', 'clean']],
  ['Production build', 'npx', ['gatsby', 'build']],
  ['Checks of the built site', 'npx', ['jest', '--selectProjects', 'build', '--maxWorkers=2']],
  ['Browser tests', 'npx', ['playwright', 'test']],
  ['Author loop in gatsby develop', 'npx', ['playwright', 'test', '--config', 'playwright.develop.config.ts']],
  // Last: a failed build leaves public/ incomplete.
  ['Builds that must fail', 'npx', ['jest', '--selectProjects', 'build-failures']],
];

const since = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
const started = performance.now();
for (const [title, command, args] of steps) {
  const stepStarted = performance.now();
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}\n`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`\n✖ ${title} failed after ${since(stepStarted)}`);
    process.exit(status ?? 1);
  }
  console.log(`\n✔ ${title} in ${since(stepStarted)}`);
}
console.log(`\n✔ All tests passed in ${since(started)}`);
