import { expect, gotoReady, test } from './fixtures';

const background = () => getComputedStyle(document.body).backgroundColor;

test.describe('theme', () => {
  test('follows the system when the reader has not chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoReady(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the switch cycles light, dark and auto and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoReady(page, '/guide/start/');
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Color theme/ });
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Color theme: Light');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Color theme: Dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(background)).toBe('rgb(22, 24, 29)');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(toggle).toHaveAccessibleName('Color theme: Dark');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Color theme: Follow system');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('applies the stored theme before any script of the app runs', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => localStorage.setItem('rsbuild-theme-appearance', 'dark'));
    // Without the app's JavaScript only the inline pre-paint script can set the theme.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/guide/start/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(background)).toBe('rgb(22, 24, 29)');
    // The aborted bundles are reported as load errors, on purpose here.
    consoleErrors.splice(0);
  });
});
