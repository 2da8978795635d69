#!/usr/bin/env node
// Measures what readers and authors wait for: a cold production build, and
// the bytes of HTML and JavaScript a first visit to a page downloads.
// Figures are printed, never asserted: a benchmark is not a test.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const PUBLIC_DIR = path.resolve('public');
const PAGES = ['/', '/guide/start/quick-start/', '/zh/config/output/data-uri-limit/'];
const PORT = 9100;
const BASE_URL = `http://localhost:${PORT}`;
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

function build() {
  execFileSync('npx', ['gatsby', 'clean'], { stdio: 'ignore', env });
  const start = performance.now();
  const { status } = spawnSync('npx', ['gatsby', 'build'], { stdio: 'ignore', env });
  if (status !== 0) throw new Error('gatsby build failed; run it on its own to see why');
  return (performance.now() - start) / 1000;
}

function countPages() {
  return fs
    .readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html') && !name.startsWith('~partytown') && !name.endsWith(`404${path.sep}index.html`)).length;
}

/**
 * The HTML of a page and the JavaScript Chromium downloads and runs on a
 * first visit, until the network is idle. Prefetches of other pages are
 * not counted: they wait for idle time and are not needed to read this one.
 */
async function measurePage(browser, sitePath) {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, sitePath, 'index.html'));
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`${BASE_URL}${sitePath}`, { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts);
  await page.close();
  const raw = bodies.reduce((sum, body) => sum + body.length, 0);
  const gzip = bodies.reduce((sum, body) => sum + gzipSize(body), 0);
  return {
    page: sitePath,
    html: `${kb(html.length)} / ${kb(gzipSize(html))}`,
    scripts: bodies.length,
    js: `${kb(raw)} / ${kb(gzip)}`,
  };
}

async function serve() {
  const server = spawn('npx', ['gatsby', 'serve', '--port', String(PORT)], { env, stdio: 'ignore', detached: true });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE_URL}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('gatsby serve did not start');
}

// `--no-build` measures the existing public/ folder.
if (!process.argv.includes('--no-build')) {
  const seconds = build();
  console.log(`\nCold build (gatsby clean && gatsby build): ${seconds.toFixed(1)} s`);
}
console.log(`Pages: ${countPages()}\n`);

const { chromium } = await import('playwright-core');
const server = await serve();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const rows = [];
  for (const sitePath of PAGES) rows.push(await measurePage(browser, sitePath));
  console.log('First visit, raw / gzip (level 6); the HTML includes the inlined CSS:');
  console.table(rows);
} finally {
  await browser.close();
  process.kill(-server.pid);
}
