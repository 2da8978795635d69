import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const publicDir = path.resolve(__dirname, '../../public');
const paths = fs
  .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('index.html') && !name.startsWith('404') && !name.startsWith(`zh${path.sep}404`))
  .map((name) => `/${name.split(path.sep).join('/').replace(/index\.html$/, '')}`)
  .sort();

/** The section a page belongs to: its language and first two path segments. */
const sectionOf = (sitePath: string) => {
  const segments = sitePath.split('/').filter(Boolean);
  const lang = segments[0] === 'zh' ? segments.shift() : 'en';
  return `${lang} ${segments.slice(0, 2).join('/')}`;
};

const sectionStarts = paths.filter((sitePath, index) => sectionOf(paths[index - 1] ?? '') !== sectionOf(sitePath));

// Every page renders without error on the server in `gatsby build`, and the
// build checks read every page's HTML. A full load in the browser, which
// hydrates that HTML with the page's data, is checked on the first page of
// every section: every template and sidebar group, in both languages.
test.describe('pages of every section', () => {
  test('the sweep covers the whole site', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths).toEqual(expect.arrayContaining(['/', '/zh/', '/guide/start/', '/zh/community/releases/v0-1/']));
    expect(sectionStarts.length).toBeGreaterThan(40);
  });

  // A full load hydrates the server's HTML; a mismatch or a thrown error
  // fails the test through the console fixture. Batches share a browser
  // page, so the sweep does not pay for a fresh context per page.
  const LOAD_BATCHES = 2;
  for (let batch = 0; batch < LOAD_BATCHES; batch += 1) {
    const batchPaths = sectionStarts.filter((_, index) => index % LOAD_BATCHES === batch);
    test(`load batch ${batch + 1} of ${LOAD_BATCHES}: the first page of every section hydrates without errors`, async ({ page }) => {
      test.setTimeout(batchPaths.length * 5_000);
      for (const sitePath of batchPaths) {
        await test.step(sitePath, async () => {
          const response = await page.goto(sitePath);
          expect(response!.status(), sitePath).toBe(200);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        });
      }
    });
  }
});
