import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/** Relative luminance (WCAG) of the page background, 0 for black to 1 for white. */
function backgroundLuminance(page: Page) {
  return page.evaluate(() => {
    const channels = getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
    const [r, g, b] = channels.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

const TO_DARK = 'Switch to dark theme';
const TO_LIGHT = 'Switch to light theme';

/** The visible theme switch of the navbar, whichever way it points. */
const themeSwitch = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Switch to (dark|light) theme$/ });

test.describe('theme', () => {
  test('follows the system when the reader has not chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoReady(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const toggle = themeSwitch(page);
    await expect(toggle).toHaveAccessibleName(TO_LIGHT);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAccessibleName(TO_DARK);
  });

  for (const system of ['light', 'dark'] as const) {
    test.describe(`on a ${system} system`, () => {
      test.use({ colorScheme: system });

      test('one press flips the page, a reload keeps it, and the name follows', async ({ page }) => {
        const [firstName, secondName] = system === 'light' ? [TO_DARK, TO_LIGHT] : [TO_LIGHT, TO_DARK];
        await gotoReady(page, '/guide/start/');
        const toggle = themeSwitch(page);
        await expect(toggle).toHaveAccessibleName(firstName);
        const before = await backgroundLuminance(page);
        expect(before > 0.5).toBe(system === 'light');

        await toggle.click();
        await expect(toggle).toHaveAccessibleName(secondName);
        await expect(page.locator('html')).toHaveAttribute('data-theme', system === 'light' ? 'dark' : 'light');
        const after = await backgroundLuminance(page);
        expect(after > 0.5).toBe(system !== 'light');
        // Dark text on white against light text on near black: far apart.
        expect(Math.abs(after - before)).toBeGreaterThan(0.5);

        await page.reload();
        expect(await backgroundLuminance(page)).toBeCloseTo(after, 5);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await expect(toggle).toHaveAccessibleName(secondName);

        await toggle.click();
        await expect(toggle).toHaveAccessibleName(firstName);
        expect(await backgroundLuminance(page)).toBeCloseTo(before, 5);
      });
    });
  }

  test('the switch in the mobile menu flips the page too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoReady(page, '/guide/start/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const toggle = themeSwitch(page);
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAccessibleName(TO_DARK);
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName(TO_LIGHT);
  });

  test('applies the stored theme, icon and name before any script of the app runs', async ({ page, consoleErrors }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('rsbuild-theme-appearance', 'dark'));
    // Without the app's JavaScript only the inline pre-paint script can set the theme.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/guide/start/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);
    // Both faces of the switch are in the server's markup; CSS shows the one for a dark page.
    const toggle = themeSwitch(page);
    await expect(toggle).toHaveAccessibleName(TO_LIGHT);
    await expect(toggle).toBeVisible();
    await expect(toggle.locator('svg:visible')).toHaveCount(1);
    // The aborted bundles are reported as load errors, on purpose here.
    consoleErrors.splice(0);
  });
});
