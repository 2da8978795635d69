import { expect, gotoReady, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('mobile menu', () => {
  test('opens from the hamburger and closes after navigating', async ({ page }) => {
    await gotoReady(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL('/community/');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when the window grows to 768 px or more', async ({ page }) => {
    await gotoReady(page, '/guide/start/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.setViewportSize({ width: 800, height: 740 });
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('closes on Escape and returns focus to the button', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('opens the section menu as a drawer on doc pages', async ({ page }) => {
    await gotoReady(page, '/guide/start/glossary/');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Show the section menu' }).click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Glossary' })).toBeFocused();
    await sidebar.getByRole('link', { name: 'npm Packages' }).click();
    await expect(page).toHaveURL('/guide/start/npm-packages/');
    await expect(sidebar).toBeHidden();
  });
});

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('show the navigation inline and no hamburger', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
