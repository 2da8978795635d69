import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * An author's loop in `gatsby develop`: each mistake is named in the open
 * page (file, line and message) within a second or so of the save, and the
 * fix shows without a reload. Runs against `playwright.develop.config.ts`.
 */
const FILE = path.resolve('content/en/config/server/port.mdx');
const SHOWN = 'content/en/config/server/port.mdx';
const original = fs.readFileSync(FILE, 'utf8');

function save(text: string) {
  fs.writeFileSync(FILE, text);
}

/** What vim and JetBrains' safe write do: write a temporary file, rename it over the original. */
function atomicSave(text: string) {
  const temporary = `${FILE}.tmp-${process.pid}`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, FILE);
}

const withParagraph = (words: string) => `${original.trimEnd()}\n\n${words}\n`;

async function openPage(page: Page) {
  // Right after the previous test's last save, Gatsby can still be
  // re-creating the page from its new records and answer its development
  // 404 for that moment: the page is open once its article shows.
  await expect(async () => {
    await page.goto('/config/server/port/');
    await expect(page.locator('[data-article]')).toContainText('server.port', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // Set on the page; a reload would drop it.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}

/** Gatsby's own page data, which a visit after the save gets, holds the fix: a page Gatsby dropped while the MDX was broken is served again. */
async function expectServedWith(page: Page, words: string) {
  await expect(async () => {
    const response = await page.request.get('/page-data/config/server/port/page-data.json');
    expect(await response.text()).toContain(words);
  }).toPass({ intervals: [100], timeout: 10_000 });
}

async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test.afterEach(() => save(original));

test('an MDX error is named in the page, and its fix shows without a reload', async ({ page }) => {
  await openPage(page);
  save(`${original.trimEnd()}\n\n<div>\n`);
  const problems = page.locator('.author-problems');
  await expect(problems).toContainText(SHOWN);
  await expect(problems).toContainText(/Expected a closing tag for `<div>`|closing tag/);
  await expect(problems).toContainText(new RegExp(`${SHOWN}:\\d+:\\d+`));
  save(withParagraph('Fixed after an unclosed div.'));
  await expect(page.locator('[data-article]')).toContainText('Fixed after an unclosed div.');
  await expect(problems).toHaveCount(0);
  // Gatsby's own update follows and must agree.
  await expect(page.locator('[data-article]')).toContainText('Fixed after an unclosed div.', { timeout: 20_000 });
  await expectNoReload(page);
});

test('front matter that is not YAML is named in the page, and its fix shows', async ({ page }) => {
  await openPage(page);
  save(original.replace(/^title: .*$/m, 'title: [unclosed'));
  const problems = page.locator('.author-problems');
  await expect(problems).toContainText(`${SHOWN}:`);
  await expect(problems).toContainText('front matter is not valid YAML');
  save(withParagraph('Fixed after broken front matter.'));
  await expect(page.locator('[data-article]')).toContainText('Fixed after broken front matter.');
  await expect(problems).toHaveCount(0);
  await expectNoReload(page);
  await expectServedWith(page, 'Fixed after broken front matter.');
});

test('a link to a missing page or heading is named with its line, and its fix shows', async ({ page }) => {
  await openPage(page);
  const lines = original.trimEnd().split('\n').length;
  save(`${original.trimEnd()}\n\n[x](/guide/no-such-page-here) and [y](/config/server/host#no-such-heading)\n`);
  const problems = page.locator('.author-problems');
  await expect(problems).toContainText(`${SHOWN}:${lines + 2}:1: links to /guide/no-such-page-here/, which is not a page of this site`);
  await expect(problems).toContainText('links to #no-such-heading on /config/server/host/');
  save(withParagraph('[x](/guide/start/quick-start) fixed.'));
  await expect(page.locator('[data-article]')).toContainText('fixed.');
  await expect(problems).toHaveCount(0);
  await expectNoReload(page);
});

test('an import of a missing partial is named in the page', async ({ page }) => {
  await openPage(page);
  save(`${original.trimEnd()}\n\nimport Missing from '../../shared/no-such-partial.mdx';\n\n<Missing />\n`);
  await expect(page.locator('.author-problems')).toContainText('imports ../../shared/no-such-partial.mdx, which does not exist');
  save(withParagraph('Fixed after a missing import.'));
  await expect(page.locator('[data-article]')).toContainText('Fixed after a missing import.');
  await expectNoReload(page);
  await expectServedWith(page, 'Fixed after a missing import.');
});

test('atomic saves and in-place saves after them all show', async ({ page }) => {
  await openPage(page);
  for (const round of [1, 2, 3]) {
    atomicSave(withParagraph(`Atomic save number ${round}.`));
    await expect(page.locator('[data-article]')).toContainText(`Atomic save number ${round}.`);
  }
  save(withParagraph('An in-place save after atomic ones.'));
  await expect(page.locator('[data-article]')).toContainText('An in-place save after atomic ones.');
  await expectNoReload(page);
});
