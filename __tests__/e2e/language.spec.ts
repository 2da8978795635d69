import { expect, gotoReady, test } from './fixtures';

test.describe('language switch', () => {
  test('goes from an English page to its Chinese twin and back', async ({ page }) => {
    await gotoReady(page, '/guide/start/features/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL('/zh/guide/start/features/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('功能特性');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/guide/start/features/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('maps the home pages', async ({ page }) => {
    await gotoReady(page, '/zh/');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The Rspack Powered Build Tool');
  });
});

test.describe('404', () => {
  test('an unknown English path shows the English page', async ({ page }) => {
    const response = await page.goto('/no/such/page/');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('link', { name: 'Take me home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown Chinese path shows the Chinese page, served from the same 404.html', async ({ page }) => {
    const response = await page.goto('/zh/no/such/page/');
    expect(response!.status()).toBe(404);
    await expect(page.getByText('页面不存在')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle('404 - Rsbuild');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL('/zh/');
  });
});
