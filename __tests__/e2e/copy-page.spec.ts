import type { Page } from '@playwright/test';
import { axe, expect, gotoReady, test } from './fixtures';

const violationsIn = async (page: Page, selector: string) =>
  (await axe(page, { include: selector })).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('Copy page', () => {
  test('puts the page’s Markdown on the clipboard and says it copied', async ({ page }) => {
    await gotoReady(page, '/config/server/port/');
    const markdown = await (await page.request.get('/config/server/port.md')).text();
    expect(markdown.startsWith('# server.port\n')).toBe(true);

    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Copy page' }).click();
    await expect(main.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    // Back to its label once the feedback is over.
    await expect(main.getByRole('button', { name: 'Copy page' })).toBeVisible();
  });

  test('copies the Chinese page and offers its Markdown and llms.txt', async ({ page }) => {
    await gotoReady(page, '/zh/guide/start/quick-start/');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: '复制本页' }).click();
    await expect(main.getByRole('button', { name: '已复制' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await page.request.get('/zh/guide/start/quick-start.md')).text());

    const menuButton = main.getByRole('button', { name: '本页的其他阅读方式' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const markdownItem = main.getByRole('menuitem', { name: '查看 Markdown' });
    await expect(markdownItem).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const llmsItem = main.getByRole('menuitem', { name: 'llms.txt' });
    await expect(llmsItem).toBeFocused();
    for (const [item, href] of [
      [markdownItem, '/zh/guide/start/quick-start.md'],
      [llmsItem, '/zh/llms.txt'],
    ] as const) {
      await expect(item).toHaveAttribute('href', href);
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/^# /);
    }
    await page.keyboard.press('Escape');
    await expect(main.getByRole('menu')).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('shows a message when the Markdown cannot be fetched', async ({ page, consoleErrors }) => {
    await gotoReady(page, '/guide/start/');
    await page.route('**/guide/start.md', (route) => route.abort());
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Copy page' }).click();
    await expect(main.getByRole('status')).toHaveText(/The page could not be copied/);
    await expect(main.getByRole('status')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Copy page' })).toBeEnabled();
    // The aborted request is what this test does, not an error of the site.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes('net::ERR_FAILED')));
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no accessibility violations open or failed, at 375 px in the ${theme} theme`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.emulateMedia({ colorScheme: theme });
      await gotoReady(page, '/zh/config/server/port/');
      const main = page.getByRole('main');
      const control = main.getByRole('button', { name: '复制本页' });
      const title = main.getByRole('heading', { level: 1 });
      const before = await title.boundingBox();

      await main.getByRole('button', { name: '本页的其他阅读方式' }).click();
      await expect(main.getByRole('menu')).toBeVisible();
      const menuBox = (await main.getByRole('menu').boundingBox())!;
      expect(menuBox.x).toBeGreaterThanOrEqual(0);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(375);
      expect(await violationsIn(page, 'main h1 + div')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.route('**/*.md', (route) => route.abort());
      await control.click();
      await expect(main.getByRole('status')).toHaveText(/没能复制本页/);
      expect(await violationsIn(page, 'main h1 + div')).toEqual([]);
      // Neither the menu nor the message moves the page.
      expect(await title.boundingBox()).toEqual(before);
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes('net::ERR_FAILED')));
    });
  }
});
