import { expect, gotoReady, test } from './fixtures';

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, which moves focus to the content', async ({ page }) => {
    await gotoReady(page, '/guide/start/quick-start/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#content')).toBeFocused();
  });

  test('every control in the navbar is reachable and shows its focus', async ({ page }) => {
    await gotoReady(page, '/guide/start/');
    const names: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
          inBanner: Boolean(element.closest('header')),
        };
      });
      if (focused.inBanner) {
        expect(focused.outline, `${focused.name} shows focus`).toBe(true);
        names.push(focused.name);
      }
    }
    expect(names).toEqual(expect.arrayContaining(['Rsbuild home page', 'Guide', 'Config', 'Plugin', 'API', 'Community', '简体中文', 'Switch to dark theme', 'GitHub', 'Discord']));
  });

  test('sidebar groups toggle with the keyboard', async ({ page }) => {
    await gotoReady(page, '/guide/start/');
    const group = page.getByRole('button', { name: 'Getting Started' });
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  });
});
