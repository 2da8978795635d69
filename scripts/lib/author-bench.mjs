// What an author waits for with `npm start`: the first page from a clean
// and from a warm cache, and an edit saved in an open page's MDX until the
// browser shows it. Each figure goes out with the machine's load average,
// which on a shared machine explains more than the code does.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const PORT = Number(process.env.BENCH_DEVELOP_PORT ?? 8100);
const PAGE = '/guide/start/quick-start/';
const SOURCE = 'content/en/guide/start/quick-start.mdx';
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };

export const loadAverage = () => os.loadavg()[0].toFixed(2);
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function startDevelop(extraEnv = {}) {
  return spawn('npx', ['gatsby', 'develop', '--port', String(PORT)], { env: { ...env, ...extraEnv }, stdio: 'ignore', detached: true });
}

function stop(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  return new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
}

/**
 * Seconds from `gatsby develop` until Chromium shows the page's article.
 * Node asks for the page until the server answers it, as an author opens
 * the browser once the terminal says the site is ready: Chromium sent
 * against a port nobody listens on yet draws an error page each time, which
 * took 2.5 s of the two cores' time from the start it measured.
 */
async function untilFirstPage(browser, server, started) {
  const url = `http://localhost:${PORT}${PAGE}`;
  for (;;) {
    if (server.exitCode !== null) throw new Error('gatsby develop exited before it served a page');
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not serving yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const page = await browser.newPage();
  try {
    await page.goto(url);
    await page.locator('[data-article] h2').first().waitFor({ timeout: 60_000 });
    return (performance.now() - started) / 1000;
  } finally {
    await page.close();
  }
}

/**
 * Waits, up to a minute, until the development server has written its
 * webpack cache after `since` (ms since the epoch), as it does once its
 * first compilation is idle: an author's next start follows a session that
 * got that far.
 */
async function developCacheStored(since) {
  const index = '.cache/webpack/stage-develop/index.pack';
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= since) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What vim and JetBrains' safe write do: a temporary file renamed over the original. */
function atomicWrite(file, text) {
  fs.writeFileSync(`${file}.bench-tmp`, text);
  fs.renameSync(`${file}.bench-tmp`, file);
}

/** Milliseconds from saving a marker paragraph into the open page's MDX until the page shows it. */
async function editToVisible(browser, run, write = fs.writeFileSync) {
  const page = await browser.newPage();
  const original = fs.readFileSync(SOURCE, 'utf8');
  let marker = null;
  try {
    await page.goto(`http://localhost:${PORT}${PAGE}`);
    await page.locator('[data-article] h2').first().waitFor();
    // The page must be settled and listening for updates before the edit.
    await page.waitForLoadState('networkidle');
    marker = `Bench marker ${run} ${Date.now()}`;
    const shown = page.getByText(marker).waitFor({ timeout: 60_000 });
    const saved = performance.now();
    write(SOURCE, `${original}\n${marker}\n`);
    await shown;
    return performance.now() - saved;
  } finally {
    fs.writeFileSync(SOURCE, original);
    // The next edit starts from the page as it was.
    if (marker) await page.getByText(marker).waitFor({ state: 'detached', timeout: 60_000 }).catch(() => {});
    await page.close();
  }
}

/** An author's mistakes, each appended to the page's MDX, and what the open page must then name. */
const MISTAKES = [
  { kind: 'MDX that does not compile', append: '\n<div>\n', named: 'Expected a closing tag' },
  { kind: 'front matter that is not YAML', edit: (text) => text.replace(/^title: .*$/m, 'title: [unclosed'), named: 'front matter is not valid YAML' },
  { kind: 'a link to a missing page', append: '\n[x](/guide/no-such-page-here)\n', named: 'which is not a page of this site' },
];

/** Milliseconds from saving a mistake until the open page names it with the file, and from saving the fix until the article is back. */
async function mistakeAndFix(browser, mistake) {
  const page = await browser.newPage();
  const original = fs.readFileSync(SOURCE, 'utf8');
  try {
    await page.goto(`http://localhost:${PORT}${PAGE}`);
    await page.locator('[data-article] h2').first().waitFor();
    await page.waitForLoadState('networkidle');
    const problems = page.locator('.author-problems', { hasText: mistake.named }).filter({ hasText: SOURCE });
    let saved = performance.now();
    fs.writeFileSync(SOURCE, mistake.edit ? mistake.edit(original) : `${original}${mistake.append}`);
    await problems.waitFor({ timeout: 30_000 });
    const named = performance.now() - saved;
    const marker = `Fixed ${Date.now()}`;
    saved = performance.now();
    fs.writeFileSync(SOURCE, `${original}\n${marker}\n`);
    await page.getByText(marker).waitFor({ timeout: 30_000 });
    await problems.waitFor({ state: 'detached', timeout: 30_000 });
    return { named, fixed: performance.now() - saved };
  } finally {
    fs.writeFileSync(SOURCE, original);
    await page.close();
  }
}

/**
 * Runs the author measurements, then the first page from clean without the
 * type hovers of the code examples, for comparison; returns rows for
 * console.table.
 */
export async function measureAuthoring(browser) {
  execFileSync('npx', ['gatsby', 'clean'], { stdio: 'ignore', env });
  const rows = [];

  const startedAt = Date.now();
  let started = performance.now();
  let server = startDevelop();
  try {
    const cold = await untilFirstPage(browser, server, started);
    rows.push({ measure: '`npm start` to first page, clean', seconds: cold.toFixed(1), load: loadAverage() });
    await developCacheStored(startedAt);
  } finally {
    await stop(server);
  }

  started = performance.now();
  server = startDevelop();
  try {
    const warm = await untilFirstPage(browser, server, started);
    rows.push({ measure: '`npm start` to first page, warm cache', seconds: warm.toFixed(1), load: loadAverage() });
    const edits = [];
    for (let run = 1; run <= 3; run += 1) {
      edits.push(await editToVisible(browser, run));
    }
    rows.push({
      measure: 'edit saved → visible (median of 3)',
      seconds: (median(edits) / 1000).toFixed(3),
      load: `${loadAverage()} (runs: ${edits.map((ms) => Math.round(ms)).join(', ')} ms)`,
    });
    const atomic = [];
    for (let run = 1; run <= 3; run += 1) {
      atomic.push(await editToVisible(browser, run, atomicWrite));
    }
    rows.push({
      measure: 'atomic save (rename over) → visible (median of 3)',
      seconds: (median(atomic) / 1000).toFixed(3),
      load: `${loadAverage()} (runs: ${atomic.map((ms) => Math.round(ms)).join(', ')} ms)`,
    });
    for (const mistake of MISTAKES) {
      const { named, fixed } = await mistakeAndFix(browser, mistake);
      rows.push({ measure: `${mistake.kind}: named in the page`, seconds: (named / 1000).toFixed(2), load: loadAverage() });
      rows.push({ measure: `${mistake.kind}: fix shown, no reload`, seconds: (fixed / 1000).toFixed(2), load: loadAverage() });
    }
  } finally {
    await stop(server);
  }

  execFileSync('npx', ['gatsby', 'clean'], { stdio: 'ignore', env });
  started = performance.now();
  server = startDevelop({ RSBUILD_DOCS_HOVERS: 'off' });
  try {
    const plain = await untilFirstPage(browser, server, started);
    rows.push({ measure: '`npm start` to first page, clean, without type hovers', seconds: plain.toFixed(1), load: loadAverage() });
  } finally {
    await stop(server);
  }
  return rows;
}
