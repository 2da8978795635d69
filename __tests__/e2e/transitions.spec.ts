import { expect, gotoReady, test } from './fixtures';

/** Counts content-reload events and view transitions from the first script on. */
async function instrument(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const counts = { reloads: 0, transitions: 0 };
    (window as unknown as { counts: typeof counts }).counts = counts;
    window.addEventListener('content-reload', () => {
      counts.reloads += 1;
    });
    const start = document.startViewTransition?.bind(document);
    if (start) {
      document.startViewTransition = ((callback: () => Promise<void>) => {
        counts.transitions += 1;
        return start(callback);
      }) as typeof document.startViewTransition;
    }
  });
}

const counts = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { counts: { reloads: number; transitions: number } }).counts);

test.describe('page changes', () => {
  test('run in a view transition, then announce content-reload', async ({ page }) => {
    await instrument(page);
    await gotoReady(page, '/guide/start/');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL('/guide/start/features/');
    await expect.poll(() => counts(page)).toEqual({ reloads: 1, transitions: 1 });
    // A client-side navigation: the page did not reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('skip the transition for readers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await instrument(page);
    await gotoReady(page, '/guide/start/');
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL('/guide/start/glossary/');
    await expect.poll(() => counts(page)).toEqual({ reloads: 1, transitions: 0 });
  });

  test('show a progress bar while a slow page loads', async ({ page }) => {
    await gotoReady(page, '/guide/start/');
    await page.route('**/page-data/guide/start/npm-packages/page-data.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'npm Packages' }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page).toHaveURL('/guide/start/npm-packages/');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a page whose data fails to load is logged and loaded in full', async ({ page, consoleErrors }) => {
    await gotoReady(page, '/guide/start/');
    let failed = false;
    await page.route('**/page-data/guide/start/glossary/page-data.json', async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({ status: 500, body: 'broken' });
    });
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL('/guide/start/glossary/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossary');
    expect(consoleErrors.join('\n')).toContain('Could not load the data of /guide/start/glossary/');
    consoleErrors.splice(0);
  });
});

test.describe('content links', () => {
  test('go to pages of the same language and open external sites in a new tab', async ({ page }) => {
    await gotoReady(page, '/zh/guide/start/');
    const main = page.locator('article');
    await expect(main.getByRole('link', { name: '快速上手' })).toHaveAttribute('href', '/zh/guide/start/quick-start/');
    await expect(main.getByRole('link', { name: 'SWC' })).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: 'SWC' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('version switcher', () => {
  test('is absent while the site has a single version', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: /^v\d/ })).toHaveCount(0);
  });
});

test.describe('automatic language redirect', () => {
  test('sends the first visit of a Chinese browser to the Chinese page, and only the first', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/guide/start/');
    await expect(page).toHaveURL('/zh/guide/start/');
    await page.goto('/guide/start/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
    await expect(page).toHaveURL('/guide/start/');
    await context.close();
  });

  test('leaves crawlers and other languages where they are', async ({ browser }) => {
    const crawler = await browser.newContext({ locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const crawlerPage = await crawler.newPage();
    await crawlerPage.goto('/guide/start/');
    await expect(crawlerPage.getByRole('heading', { level: 1 })).toHaveText('Introduction');
    await crawler.close();
    const english = await browser.newContext({ locale: 'en-US' });
    const englishPage = await english.newPage();
    await englishPage.goto('/zh/guide/start/');
    await englishPage.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(englishPage).toHaveURL('/zh/guide/start/');
    await english.close();
  });
});
