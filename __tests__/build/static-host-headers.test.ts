import fs from 'node:fs';
import path from 'node:path';
import { headersFor, matchingRules, parseHeadersFile } from '../../src/node/static-host/headers-file';
import { hashSource, inlineBlocks } from '../../src/node/static-host/security-policy';
import { PUBLIC_DIR } from '../support/built-site';

const headersText = fs.readFileSync(path.join(PUBLIC_DIR, '_headers'), 'utf8');
const rules = parseHeadersFile(headersText);
const files = fs
  .readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' })
  .map((name) => name.split(path.sep).join('/'))
  .filter((name) => fs.statSync(path.join(PUBLIC_DIR, name)).isFile());
/** The path a reader asks for: a folder's page by the folder. */
const requestPath = (file: string) => `/${file}`.replace(/\/index\.html$/, '/');
const pages = files.filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby/'));

function directive(policy: string, name: string): string[] {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  if (!found) throw new Error(`the policy has no ${name}`);
  return found.slice(1);
}

describe('public/_headers', () => {
  it('stays within the limits of Cloudflare Pages: 100 rules, 2,000 characters a line', () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    expect(Math.max(...headersText.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
  });

  it('gives every page the security headers', () => {
    expect(pages.length).toBeGreaterThan(360);
    for (const page of pages) {
      const headers = headersFor(rules, requestPath(page));
      expect([page, headers.get('x-content-type-options')]).toEqual([page, 'nosniff']);
      expect([page, headers.get('referrer-policy')]).toEqual([page, 'strict-origin-when-cross-origin']);
      expect([page, headers.get('permissions-policy')]).toEqual([page, expect.stringContaining('camera=()')]);
      expect([page, headers.get('content-security-policy')]).toEqual([page, expect.stringContaining("default-src 'self'")]);
    }
  });

  it('allows every inline script and style element of every page by its hash, and no other inline script', () => {
    const policy = headersFor(rules, '/').get('content-security-policy')!;
    const scriptSources = directive(policy, 'script-src');
    const styleSources = directive(policy, 'style-src-elem');
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(styleSources).not.toContain("'unsafe-inline'");
    let scripts = 0;
    for (const page of pages) {
      const blocks = inlineBlocks(fs.readFileSync(path.join(PUBLIC_DIR, page), 'utf8'));
      for (const script of blocks.scripts) expect([page, scriptSources]).toEqual([page, expect.arrayContaining([hashSource(script)])]);
      for (const style of blocks.styles) expect([page, styleSources]).toEqual([page, expect.arrayContaining([hashSource(style)])]);
      scripts += blocks.scripts.length;
    }
    expect(scripts).toBeGreaterThanOrEqual(pages.length * 3);
  });

  it('makes files named by their content immutable and pages revalidate, with no two cache rules on one file', () => {
    let immutable = 0;
    for (const file of files) {
      const cacheRules = matchingRules(rules, requestPath(file)).filter((rule) => rule.headers.some(([name]) => name === 'Cache-Control'));
      // Hosts read overlapping rules differently (Cloudflare joins the values, Netlify keeps one).
      expect([file, cacheRules.length <= 1]).toEqual([file, true]);
      const value = headersFor(rules, requestPath(file)).get('cache-control');
      if (/^[^/]+[.-][0-9a-f]{12,}\.(js|css|json)$/.test(file)) {
        expect([file, value]).toEqual([file, 'public, max-age=31536000, immutable']);
        immutable += 1;
      }
      if (file.endsWith('.html') || file.startsWith('page-data/')) expect([file, value]).toEqual([file, 'no-cache']);
    }
    expect(immutable).toBeGreaterThan(10);
  });
});
