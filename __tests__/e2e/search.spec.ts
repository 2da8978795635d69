import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

async function openSearch(page: Page) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox');
  await expect(input).toBeFocused();
  return input;
}

test.describe('search', () => {
  test('loads its index only once the reader shows an intent to search, and finds an option page by name', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search_index')) indexRequests.push(request.url());
    });
    await gotoReady(page, '/guide/start/');
    expect(indexRequests).toEqual([]);
    const input = await openSearch(page);
    await input.fill('dataUriLimit');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('output.dataUriLimit');
    await expect(first.locator('mark')).toHaveText('dataUriLimit');
    expect(indexRequests).toHaveLength(1);
    expect(indexRequests[0]).toMatch(/\/search_index\.en\.[0-9a-f]+\.json$/);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/config/output/data-uri-limit/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('output.dataUriLimit');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('starts loading the index when the pointer is over the search button', async ({ page }) => {
    await gotoReady(page, '/zh/guide/start/');
    const request = page.waitForRequest(/\/search_index\.zh\.[0-9a-f]+\.json$/);
    await page.getByRole('button', { name: '搜索文档' }).hover();
    await request;
  });

  test('each hit is a link to its page and section', async ({ page }) => {
    await gotoReady(page, '/guide/start/');
    const input = await openSearch(page);
    await input.fill('dataUriLimit');
    const first = page.getByRole('option').first();
    await expect(first).toHaveAttribute('href', '/config/output/data-uri-limit/');
    expect(await first.evaluate((element) => element.tagName)).toBe('A');
    // A heading or content hit links to its section; following it lands on that heading.
    const inSection = page.locator('a[role="option"][href*="#"]').first();
    await expect(inSection).toHaveAttribute('href', /^\/[\w/-]+\/#[\w-]+$/);
    const href = (await inSection.getAttribute('href'))!;
    await page.goto(href);
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeVisible();
  });

  test('a plain click opens a hit in the same tab without reloading, a Ctrl+click in a new tab', async ({ page, context }) => {
    await gotoReady(page, '/guide/start/');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const input = await openSearch(page);
    await input.fill('dataUriLimit');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('output.dataUriLimit');

    const opened = context.waitForEvent('page');
    await first.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL('**/config/output/data-uri-limit/');
    await tab.close();
    await expect(page).toHaveURL('/guide/start/');
    await expect(page.getByRole('dialog')).toBeVisible();

    await first.click();
    await expect(page).toHaveURL('/config/output/data-uri-limit/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  for (const [query, title] of [
    ['assetPrefix', 'output.assetPrefix'],
    ['proxy', 'server.proxy'],
    ['lazyCompilation', 'dev.lazyCompilation'],
    ['polyfil', 'output.polyfill'],
    ['scriptLoadng', 'html.scriptLoading'],
    ['source map', 'output.sourceMap'],
    ['css modules', 'CSS Modules'],
    ['proxi', 'server.proxy'],
  ] as const) {
    test(`"${query}" puts ${title} first`, async ({ page }) => {
      await gotoReady(page, '/');
      const input = await openSearch(page);
      await input.fill(query);
      await expect(page.getByRole('option').first()).toContainText(title);
    });
  }

  test('a snippet shows the table rows around its match whole, each on a line of its own', async ({ page }) => {
    await gotoReady(page, '/');
    const input = await openSearch(page);
    await input.fill('written as given');
    const hit = page.getByRole('option').filter({ hasText: 'html.tags' });
    const statement = hit.locator('mark').first().locator('..');
    await expect(statement).toContainText('written as given');
    expect(await statement.innerText()).toBe('a string · name="value", written as given without HTML escaping\n\'\' · name=""');
  });

  test('opens from its button, closes on Escape and gives focus back', async ({ page }) => {
    await gotoReady(page, '/guide/start/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search Docs' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Search Docs' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('says when nothing matches, in English and in Chinese', async ({ page }) => {
    await gotoReady(page, '/guide/start/');
    let input = await openSearch(page);
    await input.fill('zqxjkv');
    await expect(page.getByText('No results for "zqxjkv"')).toBeVisible();
    await expect(page.getByText('Please try again with a different keyword')).toBeVisible();
    await page.keyboard.press('Escape');
    await gotoReady(page, '/zh/guide/start/');
    input = await openSearch(page);
    await expect(input).toHaveAttribute('placeholder', '搜索文档');
    await input.fill('zqxjkv');
    await expect(page.getByText('没有找到“zqxjkv”的相关结果')).toBeVisible();
    await expect(page.getByText('请换个关键词再试试')).toBeVisible();
  });

  test('finds Chinese text on Chinese pages', async ({ page }) => {
    await gotoReady(page, '/zh/');
    const input = await openSearch(page);
    await input.fill('热更新');
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    const options = page.getByRole('option');
    await expect(options.first().locator('mark').first()).toHaveText('热更新');
    // Hits holding the query as typed rank first in each group; later ones may hold part of it.
    const texts = await options.allInnerTexts();
    expect(texts.filter((text) => text.includes('热更新')).length).toBeGreaterThan(5);
    await input.fill('dataUriLimit');
    await expect(options.first()).toContainText('output.dataUriLimit');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/zh/config/output/data-uri-limit/');
  });

  test('shows markup in a query as text and never runs it', async ({ page }) => {
    await gotoReady(page, '/guide/start/');
    const input = await openSearch(page);
    const query = '<img src=x onerror="window.__injected=1"><script>window.__injected=2</script>';
    await input.fill(query);
    await expect(input).toHaveValue(query);
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    await expect(page.getByRole('dialog').locator('img, script')).toHaveCount(0);
  });

  test('handles a 5,000-character query without hanging', async ({ page }) => {
    await gotoReady(page, '/guide/start/');
    const input = await openSearch(page);
    await input.fill('rsbuild 构建 🚀 .*+?(['.repeat(250).slice(0, 5000));
    await expect(page.getByRole('dialog').getByText(/No results for|Config|Guide|Community/).first()).toBeVisible();
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
  });
});

test.describe('remote search', () => {
  /** Switches the page's search settings to remote mode, as the site setting would. */
  async function useRemoteMode(page: Page) {
    await page.route('**/page-data/guide/start/page-data.json', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.result.pageContext.search.mode = 'remote';
      await route.fulfill({ response, json });
    });
  }

  test('asks the search function and shows its hits', async ({ page }) => {
    await useRemoteMode(page);
    const calls: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search')) calls.push(new URL(request.url()));
    });
    await gotoReady(page, '/guide/start/');
    const input = await openSearch(page);
    await input.fill('assetPrefix');
    await expect(page.getByRole('option').first()).toContainText('output.assetPrefix');
    expect(Object.fromEntries(calls.at(-1)!.searchParams)).toEqual({
      keyword: 'assetPrefix',
      limit: '7',
      searchIndexes: 'search_index.en',
      lang: 'en',
    });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/config/output/asset-prefix/');
  });

  test('shows no results and logs the failure when the function is down', async ({ page, consoleErrors }) => {
    await useRemoteMode(page);
    await page.route('**/api/search**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await gotoReady(page, '/guide/start/');
    const input = await openSearch(page);
    await input.fill('assetPrefix');
    await expect(page.getByText('No results for "assetPrefix"')).toBeVisible();
    await expect.poll(() => consoleErrors.join('\n')).toContain('Remote search failed');
    consoleErrors.splice(0);
  });
});
