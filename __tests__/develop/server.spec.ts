import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * How `gatsby develop` spends the machine's time (see the Gatsby patch in
 * `patches/`): no query workers, and bundles sent as they are to a browser
 * on this machine. Linux only, as the test machines are: it reads /proc.
 */
const ROOT = path.resolve('.');

/** The command lines of this project's processes. */
function projectProcesses(): string[] {
  const commands: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readlinkSync(`/proc/${pid}/cwd`) !== ROOT) continue;
      commands.push(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '));
    } catch {
      // gone, or not ours to read
    }
  }
  return commands;
}

// Pages the authoring tests leave alone: theirs is made again after their last save, and answers a 404 for a moment.
test('no query worker runs beside the development process', async ({ page }) => {
  await page.goto('/guide/start/quick-start/');
  await expect(page.locator('[data-article] h2').first()).toBeVisible();
  expect(projectProcesses().filter((command) => command.includes('gatsby-worker'))).toEqual([]);
});

test('a browser on this machine gets the bundles and data uncompressed', async ({ request }) => {
  for (const url of ['/commons.js', '/page-data/guide/start/quick-start/page-data.json']) {
    await expect(async () => {
      const response = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-encoding']).toBeUndefined();
    }).toPass({ timeout: 30_000 });
  }
});
