import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const publicDir = path.resolve(__dirname, '../../public');
const paths = fs
  .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('index.html') && !name.startsWith('404') && !name.startsWith(`zh${path.sep}404`))
  .map((name) => `/${name.split(path.sep).join('/').replace(/index\.html$/, '')}`)
  .sort();

test.describe('every page', () => {
  test('the sweep covers the whole site', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths).toEqual(expect.arrayContaining(['/', '/zh/', '/guide/start/', '/zh/community/releases/v0-1/']));
  });

  // Pages share a browser page in batches: the sweep checks every page
  // without paying for a fresh context per page.
  const BATCHES = 12;
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const batchPaths = paths.filter((_, index) => index % BATCHES === batch);
    test(`batch ${batch + 1} of ${BATCHES} (${batchPaths[0]} …) loads without errors`, async ({ page }) => {
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
