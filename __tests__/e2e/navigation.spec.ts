import { expect, gotoReady, test } from './fixtures';

test.describe('top navigation', () => {
  test('marks the section of the current page and follows its links', async ({ page }) => {
    await gotoReady(page, '/guide/start/quick-start/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Guide' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('link', { name: 'Community' })).not.toHaveAttribute('aria-current', /.*/);
    await nav.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL('/community/');
    await expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page');
  });

  test('works in Chinese', async ({ page }) => {
    await gotoReady(page, '/zh/community/releases/');
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '社区' })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('sidebar', () => {
  test('expands the group of the current page and marks the page', async ({ page }) => {
    await gotoReady(page, '/community/releases/v0-7/');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('button', { name: 'Releases' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Rsbuild 0.7' })).toHaveAttribute('aria-current', 'page');
  });

  test('folds a group and keeps the current one open on navigation', async ({ page }) => {
    await gotoReady(page, '/guide/start/');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    const group = sidebar.getByRole('button', { name: 'Getting Started' });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Quick Start' })).toBeHidden();
    await group.click();
    await sidebar.getByRole('link', { name: 'Quick Start' }).click();
    await expect(page).toHaveURL('/guide/start/quick-start/');
    await expect(sidebar.getByRole('link', { name: 'Quick Start' })).toHaveAttribute('aria-current', 'page');
  });

  test('leads to the previous and next pages in sidebar order', async ({ page }) => {
    await gotoReady(page, '/guide/start/quick-start/');
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    await expect(pager.getByRole('link', { name: /Previous Page\s*Introduction/ })).toHaveAttribute('href', '/guide/start/');
    await pager.getByRole('link', { name: /Next page\s*Features/ }).click();
    await expect(page).toHaveURL('/guide/start/features/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
  });
});

test.describe('clean URLs', () => {
  for (const path of ['/guide/start', '/guide/start/quick-start', '/zh/guide/start/glossary', '/community/releases/v0-7', '/zh']) {
    test(`${path} works without a trailing slash`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.ok()).toBe(true);
      await expect(page).toHaveURL(`${path}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
