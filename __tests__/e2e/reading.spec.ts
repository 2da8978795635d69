import { expect, gotoReady, test } from './fixtures';

test.describe('outline', () => {
  test('follows the scroll position and jumps to a picked heading below the navbar', async ({ page }) => {
    await gotoReady(page, '/guide/start/quick-start/');
    const outline = page.getByRole('navigation', { name: 'ON THIS PAGE' });
    await expect(outline).toBeVisible();
    await page.locator('#the-commands').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, document.getElementById('the-commands')!.getBoundingClientRect().top - 40));
    await expect(outline.getByRole('link', { name: 'The commands', exact: true })).toHaveAttribute('aria-current', 'location');
    await outline.getByRole('link', { name: 'Create a project' }).click();
    await expect(page).toHaveURL(/#create-a-project$/);
    const top = await page.locator('#create-a-project').evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(60);
    expect(top).toBeLessThanOrEqual(80);
    await expect(outline.getByRole('link', { name: 'Create a project' })).toHaveAttribute('aria-current', 'location');
  });

  test('has its Chinese title and moves into a dropdown on narrower screens', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await gotoReady(page, '/zh/guide/start/glossary/');
    const toggle = page.getByRole('button', { name: '目录', exact: true });
    await toggle.click();
    await page.locator('#outline-menu').getByRole('link', { name: 'Chunk' }).click();
    await expect(page).toHaveURL(/#chunk$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('page parts', () => {
  test('query parameters hide the navbar, sidebar, outline and footer from the first paint', async ({ page, consoleErrors }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/guide/start/features/?navbar=0&sidebar=0&outline=0&footer=0', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-hide', 'navbar sidebar outline footer');
    for (const part of ['navbar', 'sidebar', 'outline', 'footer']) await expect(page.locator(`[data-part="${part}"]`).first()).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The aborted bundles are reported as load errors, on purpose here.
    consoleErrors.splice(0);
  });

  test('each part can be hidden alone, and comes back on a page without the parameter', async ({ page }) => {
    await gotoReady(page, '/guide/start/features/?sidebar=0');
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: /Edit this page/ })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Config' }).click();
    await expect(page).toHaveURL('/config/');
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  });

  test('the navbar steps aside while scrolling down and returns on the way up', async ({ page }) => {
    await gotoReady(page, '/config/output/dist-path/');
    const navbar = page.getByRole('banner');
    await page.mouse.move(600, 500);
    await page.mouse.wheel(0, 800);
    await expect(navbar).toHaveAttribute('data-hidden', 'true');
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar).not.toHaveAttribute('data-hidden', /.*/);
    await expect(navbar).toBeInViewport();
  });
});

test.describe('code blocks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy their code and show that they did for two seconds', async ({ page }) => {
    await gotoReady(page, '/guide/start/quick-start/');
    const block = page.locator('[data-lang="ts"]').filter({ hasText: 'rsbuild.config.ts' }).first();
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy code' });
    await button.click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await block.locator('code').innerText());
    expect(clipboard).toContain("import { defineConfig } from '@rsbuild/core';");
    await expect(block.getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 4000 });
  });

  test('are highlighted, without line numbers or wrapping unless a block asks', async ({ page }) => {
    await gotoReady(page, '/guide/start/quick-start/');
    const plain = page.locator('[data-lang="ts"]').first();
    await expect(plain.locator('.token.keyword').first()).toBeVisible();
    await expect(plain.locator('.line-numbers-rows')).toHaveCount(0);
    expect(await plain.locator('pre').evaluate((pre) => getComputedStyle(pre).whiteSpace)).toBe('pre');
    await gotoReady(page, '/config/');
    await expect(page.locator('.line-numbers-rows').first()).toBeVisible();
  });

  test('use the dark code theme in the dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoReady(page, '/guide/start/quick-start/');
    const keyword = page.locator('[data-lang="ts"] .token.keyword').first();
    expect(await keyword.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(212, 168, 255)');
  });
});

test.describe('tabs', () => {
  test('remember the package manager everywhere, after a reload and on other pages', async ({ page }) => {
    await gotoReady(page, '/guide/start/quick-start/');
    const groups = page.getByRole('tablist');
    await expect(groups).toHaveCount(4);
    await groups.first().getByRole('tab', { name: 'pnpm' }).click();
    for (const group of await groups.all()) await expect(group.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').first()).toContainText('pnpm create rsbuild@0.7');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('tab', { name: 'pnpm' }).first()).toHaveAttribute('aria-selected', 'true');
    await gotoReady(page, '/zh/guide/start/npm-packages/');
    await expect(page.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
  });

  test('follow the arrow keys', async ({ page }) => {
    await gotoReady(page, '/guide/start/npm-packages/');
    await page.getByRole('tab', { name: 'npm', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'yarn' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('yarn add @rsbuild/plugin-react@0.7 -D');
  });
});

test.describe('other components', () => {
  test('callout titles keep their inline code and steps are numbered', async ({ page }) => {
    await gotoReady(page, '/guide/start/quick-start/');
    const tip = page.getByRole('note').filter({ hasText: 'Check the result with' });
    await expect(tip.locator('code').first()).toHaveText('rsbuild inspect');
    const step = page.locator('#install-the-core-package');
    expect(await step.evaluate((heading) => getComputedStyle(heading, '::before').content)).not.toBe('none');
  });
});
