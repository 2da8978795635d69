import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

declare global {
  interface Window {
    /** The article's first paragraph as the parser made it, before any script ran. */
    __parsedParagraph?: Element;
    /** Set on the first document; a full page load loses it. */
    __sameDocument?: boolean;
  }
}

/** Follows a link inside the article and waits for the new page, checking it came without a full load. */
async function followArticleLink(page: Page, name: string, heading: string) {
  await page.evaluate(() => (window.__sameDocument = true));
  await page.locator('[data-article]').getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
}

test.describe('the article', () => {
  test('keeps the nodes the server sent: React does not replace them when it hydrates', async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const paragraph = document.querySelector('[data-article] > p');
        if (!paragraph || window.__parsedParagraph) return;
        window.__parsedParagraph = paragraph;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoReady(page, '/api/javascript-api/instance/');
    const kept = await page.evaluate(() => window.__parsedParagraph === document.querySelector('[data-article] > p') && window.__parsedParagraph!.isConnected);
    expect(kept).toBe(true);
  });

  test.describe('reached by client-side navigation', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('copies code, switches tabs and zooms images', async ({ page }) => {
      await gotoReady(page, '/guide/start/');
      await followArticleLink(page, 'Quick Start', 'Quick Start');

      const groups = page.getByRole('tablist');
      await groups.first().getByRole('tab', { name: 'yarn' }).click();
      for (const group of await groups.all()) await expect(group.getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').first()).toContainText('yarn dlx create-rsbuild@0.7');

      const block = page.locator('[data-lang="ts"]').filter({ hasText: 'rsbuild.config.ts' }).first();
      await block.hover();
      await block.getByRole('button', { name: 'Copy code' }).click();
      await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('code').innerText());

      await page.evaluate(() => (window.__sameDocument = true));
      await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Introduction' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
      expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
      const image = page.getByRole('main').getByRole('img', { name: /Rspress is built on Rsbuild/ });
      await expect(image).toHaveClass(/medium-zoom-image/);
      // Escape closes the zoom once it has finished opening.
      const opened = image.evaluate((element) => new Promise((resolve) => element.addEventListener('medium-zoom:opened', resolve, { once: true })));
      await image.click();
      await opened;
      await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    });

    test('shows the stored tab choice on the new page', async ({ page }) => {
      await gotoReady(page, '/guide/start/quick-start/');
      await page.getByRole('tab', { name: 'bun' }).first().click();
      await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'npm Packages' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'npm Packages' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'bun' }).first()).toHaveAttribute('aria-selected', 'true');
    });
  });

  test('leaves a modified click on an article link to the browser', { tag: '@new-tab' }, async ({ page, context }) => {
    await gotoReady(page, '/guide/start/');
    const link = page.locator('[data-article]').getByRole('link', { name: 'Quick Start', exact: true }).first();
    const opened = context.waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/guide/start/quick-start/');
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await tab.close();
  });
});
