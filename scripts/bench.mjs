#!/usr/bin/env node
// Measures what readers and authors wait for: a cold production build, and
// the bytes of HTML and JavaScript a first visit to a page downloads.
// Figures are printed, never asserted: a benchmark is not a test.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const PUBLIC_DIR = path.resolve('public');
const PAGES = ['/', '/guide/start/quick-start/', '/zh/config/output/data-uri-limit/'];
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

/** The HTML of a page and every script it makes a first visit download. */
function measurePage(sitePath) {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, sitePath, 'index.html'));
  const text = html.toString('utf8');
  const sources = [...text.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const file = fs.readFileSync(path.join(PUBLIC_DIR, source));
    raw += file.length;
    gzip += gzipSize(file);
  }
  const inline = [...text.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('');
  return {
    page: sitePath,
    html: `${kb(html.length)} / ${kb(gzipSize(html))}`,
    scripts: sources.length,
    js: `${kb(raw)} / ${kb(gzip)}`,
    inlineJs: kb(Buffer.byteLength(inline)),
  };
}

const seconds = build();
console.log(`\nCold build (gatsby clean && gatsby build): ${seconds.toFixed(1)} s`);
console.log(`Pages: ${countPages()}\n`);
console.log('First visit, raw / gzip (level 6). HTML includes the inlined CSS; inline JS is part of the HTML:');
console.table(PAGES.map(measurePage));
