import type { Locator, Page } from '@playwright/test';
import { axe, expect, gotoReady, test } from './fixtures';

/** The first name `name` of the page's compiled examples, and its panel. */
function hover(page: Page, name: string): { name: Locator; panel: Locator } {
  const element = page.locator('[data-article] .hv').filter({ has: page.locator(':scope > .hv-tip') }).filter({ hasText: new RegExp(`^${name}`) }).first();
  return { name: element, panel: element.locator(':scope > [role="tooltip"]') };
}

/** Whether a panel lies fully inside the viewport. */
async function inView(page: Page, panel: Locator): Promise<boolean> {
  const box = (await panel.boundingBox())!;
  const view = page.viewportSize()!;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;
}

test.describe('type hovers on code examples', () => {
  test('pointing at a config key shows its type, JSDoc and page; leaving or Escape hides it', async ({ page }) => {
    await gotoReady(page, '/config/output/dist-path/');
    const { name, panel } = hover(page, 'distPath');
    await expect(panel).toBeHidden();
    await name.scrollIntoViewIfNeeded();
    await name.hover();
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('(property) OutputConfig.distPath?: DistPathConfig | undefined');
    await expect(panel).toContainText('Set the directory of the dist files.');
    // The panel links a name's page, unless the reader is on it.
    await expect(panel.getByRole('link')).toHaveCount(0);
    const js = hover(page, 'js');
    await js.name.hover();
    await expect(js.panel.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/config/output/dist-path/#distpathjs');
    await name.hover();
    expect(await inView(page, panel)).toBe(true);
    const id = await panel.getAttribute('id');
    await expect(name).toHaveAttribute('aria-describedby', id!);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.mouse.move(0, 0);
    await name.hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(panel).toBeHidden();
  });

  test('a code block is one tab stop, and the arrow keys move between its names', async ({ page }) => {
    test.slow();
    await gotoReady(page, '/api/javascript-api/core/');
    const block = page.locator('[data-article] .code-block').filter({ has: page.locator('.hv') }).first();
    const pre = block.locator('pre');
    await pre.focus();
    await page.keyboard.press('ArrowRight');
    const first = block.locator('.hv').first();
    await expect(first).toBeFocused();
    await expect(first.locator('[role="tooltip"]')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(block.locator('.hv').nth(1)).toBeFocused();
    await expect(first.locator('[role="tooltip"]')).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(first.locator('[role="tooltip"]')).toBeHidden();
    await expect(first).toBeFocused();
    // Tab leaves the block for the next stop: the names are not stops of their own.
    const stops = await page.evaluate(() =>
      [...document.querySelectorAll('[data-article] .hv')].filter((element) => (element as HTMLElement).tabIndex >= 0).length,
    );
    expect(stops).toBe(0);
    // Escape holds until the name loses focus.
    await pre.focus();

    const { name, panel } = hover(page, 'createRsbuild');
    await name.focus();
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('function createRsbuild(options?: CreateRsbuildOptions): Promise<RsbuildInstance>');
    expect(await inView(page, panel)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/javascript-api\/core\/#creatersbuild$/);
  });

  test.describe('copy', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('the copy button copies exactly the code', async ({ page }) => {
      await gotoReady(page, '/config/output/dist-path/');
      const block = page.locator('[data-article] .code-block').filter({ has: page.locator('.hv') }).first();
      await block.hover();
      await block.getByRole('button', { name: 'Copy code' }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const code = await block.locator('code').first().evaluate((element) => {
        const clone = element.cloneNode(true) as Element;
        clone.querySelectorAll('.hv-tip').forEach((panel) => panel.remove());
        return clone.textContent;
      });
      expect(copied).toBe(code);
      expect(copied).toContain('distPath');
      expect(copied).not.toMatch(/\(property\)|Documentation|Set the directory/);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

    test('a tap shows the panel in the screen and a tap elsewhere hides it; the Chinese page says the JSDoc is English', async ({ page }) => {
      await gotoReady(page, '/zh/config/output/dist-path/');
      const { name, panel } = hover(page, 'distPath');
      await name.scrollIntoViewIfNeeded();
      await name.tap();
      await expect(panel).toBeVisible();
      await expect(panel).toContainText('Rsbuild 类型注释，保留英文原文');
      await expect(panel.getByRole('link')).toHaveCount(0);
      expect(await inView(page, panel)).toBe(true);
      await page.getByRole('heading', { level: 1 }).tap();
      await expect(panel).toBeHidden();
    });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing with a panel open in the ${theme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await gotoReady(page, '/zh/config/dev/hmr/');
      const { name, panel } = hover(page, 'hmr');
      await name.focus();
      await expect(panel).toBeVisible();
      const results = await axe(page);
      expect(results.violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 3) }))).toEqual([]);
    });
  }
});
