import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { formatHeadersFile, type HeaderRule } from './headers-file';
import { contentSecurityPolicy, hashSource, inlineBlocks, PERMISSIONS_POLICY } from './security-policy';

const PUBLIC = 'public';
/** Every page shares its inline scripts; more kinds than this means one is per page. */
const MAX_INLINE_SCRIPTS = 12;
/** Names Gatsby and the search index give files by their content. */
const CONTENT_HASHED = /[.-][0-9a-f]{12,}\.(js|css|json)$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * medium-zoom adds its stylesheet as a `<style>` element when it loads, so
 * the policy allows that text by its hash too. The element is added empty
 * and filled after, and the browser checks it at both moments.
 */
async function mediumZoomStyle(): Promise<string> {
  const file = require.resolve('medium-zoom/dist/medium-zoom.esm.js');
  const literal = /\bvar css = ("(?:[^"\\]|\\.)*");/.exec(await readFile(file, 'utf8'))?.[1];
  if (!literal) throw new Error(`${file}: found no "var css = ..." stylesheet to allow by hash`);
  return JSON.parse(literal) as string;
}

/** The inline scripts and styles of every page, each kind with a page that has it. */
async function inlineHashes(htmlFiles: readonly string[]) {
  const scripts = new Map<string, string>();
  const styles = new Map<string, string>();
  const remember = (found: Map<string, string>, texts: string[], file: string) => {
    for (const hash of texts.map(hashSource)) if (!found.has(hash)) found.set(hash, file);
  };
  for (const file of htmlFiles) {
    const blocks = inlineBlocks(await readFile(path.join(PUBLIC, file), 'utf8'));
    remember(scripts, blocks.scripts, file);
    remember(styles, blocks.styles, file);
  }
  if (scripts.size > MAX_INLINE_SCRIPTS) {
    const pages = [...new Set(scripts.values())].slice(0, 5).join(', ');
    throw new Error(`Pages have ${scripts.size} different inline scripts (in ${pages}, …): a script that differs per page cannot be allowed by one Content-Security-Policy`);
  }
  return { scriptHashes: [...scripts.keys()], styleHashes: [...styles.keys(), hashSource(''), hashSource(await mediumZoomStyle())] };
}

/**
 * Cache rules never overlap, so every host reads them the same way: files
 * named by their content are immutable, pages and page data revalidate.
 */
function cacheRules(files: readonly string[]): HeaderRule[] {
  const rootFiles = files.filter((file) => !file.includes('/'));
  const pageFolders = new Set(files.filter((file) => file.endsWith('.html') && file.includes('/')).map((file) => file.split('/')[0]!));
  pageFolders.delete('page-data');
  const rule = (pattern: string, value: string): HeaderRule => ({ pattern, headers: [['Cache-Control', value]] });
  return [
    ...rootFiles.filter((file) => CONTENT_HASHED.test(file)).sort().map((file) => rule(`/${file}`, IMMUTABLE)),
    ...(files.some((file) => file.startsWith('static/')) ? [rule('/static/*', IMMUTABLE)] : []),
    rule('/page-data/*', REVALIDATE),
    ...['/', '/index.html', '/404.html'].map((pattern) => rule(pattern, REVALIDATE)),
    ...[...pageFolders].sort().map((folder) => rule(`/${folder}/*`, REVALIDATE)),
  ];
}

export async function headersRules(): Promise<HeaderRule[]> {
  const files = await filesUnder(PUBLIC);
  const policy = contentSecurityPolicy(await inlineHashes(files.filter((file) => file.endsWith('.html'))));
  return [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', policy],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', PERMISSIONS_POLICY],
      ],
    },
    ...cacheRules(files),
  ];
}

/** `public/_headers`, for static hosts that read it (Netlify, Cloudflare Pages). */
export async function writeHeadersFile({ reporter }: BuildArgs): Promise<void> {
  const rules = await headersRules();
  const comment = 'Response headers for static hosts that read this file (Netlify, Cloudflare Pages).\nWritten by the build: inline scripts are allowed by the hashes of this build.';
  await writeFile(path.join(PUBLIC, '_headers'), formatHeadersFile(rules, comment));
  reporter.info(`Wrote public/_headers: ${rules.length} rules`);
}
