#!/usr/bin/env node
/**
 * What each built page shows a reader, as data: the article's text, its
 * heading ids and how many highlighted code tokens and code blocks it has.
 * Two builds that render the same content give the same digest, whatever
 * their markup around it.
 *
 *   node scripts/article-digest.mjs [public-dir] > digest.json
 *   node scripts/article-digest.mjs --compare before.json after.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';

/** Controls whose labels are interface, not article text. */
const NOT_TEXT = 'button, svg, script, style, .code-copy-status';
/**
 * The type panels of code examples and the names that hold them
 * (src/node/code-hovers/markup.ts): interface, not code. The parser reads a
 * `<pre>` as text, so they go before parsing.
 */
const HOVER_PANEL = /<span class="hv-tip"[^>]*>(?:<span[^>]*>[^<]*<\/span>|<a[^>]*>[^<]*<\/a>)*<\/span>/g;
const HOVER_NAME = /<span class="hv"[^>]*>([\w$]+)<\/span>/g;

function digestPage(html) {
  const root = parse(html.replace(HOVER_PANEL, '').replace(HOVER_NAME, '$1'));
  const article = root.querySelector('main article.markdown') ?? root.querySelector('main .markdown');
  if (!article) return null;
  article.querySelectorAll(NOT_TEXT).forEach((node) => node.remove());
  return {
    text: article.textContent.replace(/\s+/g, ' ').trim(),
    headings: article.querySelectorAll('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]').map((heading) => heading.id),
    codeBlocks: article.querySelectorAll('pre').length,
    codeTokens: article.querySelectorAll('pre').reduce((sum, pre) => sum + (pre.innerHTML.match(/class="token[ "]/g)?.length ?? 0), 0),
  };
}

function digestSite(dir) {
  const pages = {};
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!name.endsWith('index.html') || name.startsWith('page-data')) continue;
    const digest = digestPage(fs.readFileSync(path.join(dir, name), 'utf8'));
    if (digest) pages[`/${name.split(path.sep).join('/')}`.replace(/index\.html$/, '')] = digest;
  }
  return pages;
}

/** Where two texts first part, with a little context on each side. */
function firstDifference(a, b) {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  const from = Math.max(0, index - 40);
  return `…${a.slice(from, index + 40)}… ≠ …${b.slice(from, index + 40)}…`;
}

function compare(before, after) {
  const differences = [];
  for (const route of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [a, b] = [before[route], after[route]];
    if (!a || !b) {
      differences.push(`${route}: only in the ${a ? 'first' : 'second'} build`);
      continue;
    }
    if (a.text !== b.text) {
      // React 18's streaming renderer could leave NUL bytes in a page; they are no text of the article.
      const clean = (text) => text.replace(/\0/g, '');
      const onlyNul = clean(a.text) === clean(b.text);
      differences.push(`${route}: text differs${onlyNul ? ' only by NUL bytes' : `: ${firstDifference(a.text, b.text)}`}`);
    }
    if (a.headings.join() !== b.headings.join()) differences.push(`${route}: heading ids ${a.headings.join()} ≠ ${b.headings.join()}`);
    for (const key of ['codeBlocks', 'codeTokens']) {
      if (a[key] !== b[key]) differences.push(`${route}: ${key} ${a[key]} ≠ ${b[key]}`);
    }
  }
  return differences;
}

const args = process.argv.slice(2);
if (args[0] === '--compare') {
  const [before, after] = args.slice(1).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
  const differences = compare(before, after);
  const total = (digest, key) => Object.values(digest).reduce((sum, page) => sum + (Array.isArray(page[key]) ? page[key].length : page[key]), 0);
  for (const [label, digest] of [['first', before], ['second', after]]) {
    console.log(
      `${label}: ${Object.keys(digest).length} pages, ${total(digest, 'headings')} heading ids, ${total(digest, 'codeBlocks')} code blocks, ${total(digest, 'codeTokens')} code tokens`,
    );
  }
  differences.forEach((line) => console.log(line));
  console.log(differences.length ? `${differences.length} differences` : 'the two builds show the same articles');
  process.exitCode = differences.length ? 1 : 0;
} else {
  process.stdout.write(`${JSON.stringify(digestSite(path.resolve(args[0] ?? 'public')), null, 1)}\n`);
}
