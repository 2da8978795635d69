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

  for (const sitePath of paths) {
    test(`${sitePath} loads without errors`, async ({ page }) => {
      const response = await page.goto(sitePath);
      expect(response!.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    });
  }
});
