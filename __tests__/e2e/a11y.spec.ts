import { axe, expect, gotoReady, test } from './fixtures';

const pages = [
  '/',
  '/guide/start/quick-start/',
  '/guide/start/features/',
  '/guide/basic/server/',
  '/config/output/data-uri-limit/',
  '/community/releases/',
  '/community/releases/v0-7/',
  '/no/such/page/',
];

const summary = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));

for (const sitePath of [...pages, ...pages.map((p) => `/zh${p}`)]) {
  test(`${sitePath} has no accessibility violations in either theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    // A missing page too: the Chinese one is rendered anew over the English 404.html.
    await gotoReady(page, sitePath);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(summary((await axe(page)).violations)).toEqual([]);
    // The page follows the system's switch; only the rules about colour can
    // answer differently in the other theme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(summary((await axe(page, { rules: ['color-contrast', 'link-in-text-block'] })).violations)).toEqual([]);
  });
}

test('the mobile layout has no accessibility violations with the menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoReady(page, '/guide/start/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const results = await axe(page);
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  // Label-in-name runs too.
  expect([...results.passes, ...results.inapplicable].map((rule) => rule.id)).toContain('label-content-name-mismatch');
});

test('open popups have no accessibility violations', async ({ page }) => {
  await gotoReady(page, '/zh/guide/start/quick-start/');
  await page.getByRole('banner').getByRole('button', { name: 'Rspack 工具' }).click();
  await expect(page.getByRole('region', { name: 'Rspack 工具家族' })).toBeVisible();
  let results = await axe(page);
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 900, height: 800 });
  await page.getByRole('button', { name: '目录', exact: true }).click();
  results = await axe(page);
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the search dialog with results has no accessibility violations in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await gotoReady(page, '/zh/guide/start/');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('热更新');
    await expect(page.getByRole('option').first()).toBeVisible();
    const results = await axe(page);
    expect(results.violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 3) }))).toEqual([]);
  });
}
