import type { Page } from '@playwright/test';
import { expect, gotoReady, openSearch, test } from './fixtures';

test.describe('search', () => {
  test('loads its index and page texts only once the reader shows an intent to search, and finds an option page by name', async ({ page }) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (/search_(index|text)/.test(request.url())) searchRequests.push(new URL(request.url()).pathname);
    });
    await gotoReady(page, '/guide/start/');
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);
    const input = await openSearch(page);
    await input.fill('dataUriLimit');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('output.dataUriLimit');
    await expect(first.locator('mark')).toHaveText('dataUriLimit');
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    // One request for the index and one for every page's text, whatever is typed.
    await input.fill('written as given');
    await expect(page.getByRole('option').filter({ hasText: 'html.tags' })).toBeVisible();
    expect(searchRequests.sort()).toEqual([expect.stringMatching(/^\/search_index\.en\.[0-9a-f]+\.json$/), expect.stringMatching(/^\/search_text\.en\.[0-9a-f]+\.json$/)]);
    expect(searchRequests[0]!.split('.')[2]).toBe(searchRequests[1]!.split('.')[2]);
    await input.fill('dataUriLimit');
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
    const requests = [page.waitForRequest(/\/search_index\.zh\.[0-9a-f]+\.json$/), page.waitForRequest(/\/search_text\.zh\.[0-9a-f]+\.json$/)];
    await page.getByRole('button', { name: '搜索文档' }).hover();
    await Promise.all(requests);
  });

  /**
   * Holds the site's JavaScript until `release` is called: the page is
   * painted from its HTML and its inline scripts, but not hydrated.
   */
  async function holdScripts(page: Page) {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/webpack-runtime-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('Ctrl+K pressed at DOMContentLoaded, before hydration, opens the dialog with focus in its input and the query typed since', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/guide/start/', { waitUntil: 'domcontentloaded' });
    const index = page.waitForRequest(/\/search_index\.en\.[0-9a-f]+\.json$/);
    await page.keyboard.press('Control+k');
    // The shortcut starts loading the index at once.
    await index;
    await page.keyboard.type('proxy');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    const input = page.getByRole('combobox');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('proxy');
    await expect(page.getByRole('option').first()).toContainText('server.proxy');
    // Keys now reach the input itself.
    await page.keyboard.type(' target');
    await expect(input).toHaveValue('proxy target');
  });

  test('a click on the search button before hydration opens the dialog once the app can, with the query typed since', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/zh/guide/start/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: '搜索文档' }).click();
    await page.keyboard.type('port');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    const input = page.getByRole('combobox');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('port');
    await expect(page.getByRole('option').first()).toContainText('server.port');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('button', { name: '搜索文档' })).toBeFocused();
  });

  /** Opens search on a fresh page and waits until every page text is loaded, as it is a moment after the index. */
  async function openSearchLoaded(page: Page) {
    await gotoReady(page, '/');
    const input = await openSearch(page);
    await input.fill('rsbuild');
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    await input.fill('');
    return input;
  }

  test('the keys pressed after a query act on the list it shows, however fast they come', async ({ page }) => {
    // Five fresh pages, each loading the search files: more than the default budget on a busy machine.
    test.setTimeout(120_000);
    // The list for "proxy" once settled, as a reader who waits sees it.
    let input = await openSearchLoaded(page);
    await input.fill('proxy');
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    const settled = await page.getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('href')));
    expect(settled.length).toBeGreaterThan(5);

    for (const delay of [20, 80]) {
      for (const keys of [
        ['ArrowDown', 'Enter'],
        ['ArrowDown', 'ArrowDown', 'ArrowUp', 'Enter'],
      ]) {
        input = await openSearchLoaded(page);
        // Each key goes down `delay` ms after the one before.
        await input.pressSequentially('proxy', { delay });
        for (const key of keys) await page.keyboard.press(key, { delay });
        await expect(page, `${keys.join(', ')} at ${delay} ms a key`).toHaveURL(settled[1]!);
      }
    }
  });

  test('the hit under the pointer when the first hits show is still under it once the answer is complete', async ({ page }) => {
    await gotoReady(page, '/');
    const input = await openSearch(page);
    await input.fill('proxy');
    await expect(page.getByRole('option').first()).toBeVisible();
    // The lowest hit in sight: the one most likely to move if hits joined above it.
    const [x, y, pointed] = await page.getByRole('region', { name: 'Search results' }).evaluate((region) => {
      const bottom = region.getBoundingClientRect().bottom;
      const inSight = [...region.querySelectorAll('[role="option"]')].filter((option) => option.getBoundingClientRect().bottom <= bottom);
      const box = inSight.at(-1)!.getBoundingClientRect();
      return [box.x + box.width / 2, box.y + box.height / 2, inSight.at(-1)!.getAttribute('href')] as const;
    });
    await page.mouse.move(x, y);
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    const under = await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.closest('[role="option"]')?.getAttribute('href'), [x, y] as const);
    expect(under).toBe(pointed);
    await expect(page.locator(`[role="option"][href="${pointed}"]`)).toHaveAttribute('aria-selected', 'true');
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

  test('a plain click opens a hit in the same tab without reloading, a Ctrl+click in a new tab', { tag: '@new-tab' }, async ({ page, context }) => {
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

  // One dialog answers them all, as a reader who tries one word after
  // another sees it; the build checks ask the whole relevance set.
  test('puts the page a reader means first, for names, misspellings and phrases', async ({ page }) => {
    await gotoReady(page, '/');
    const input = await openSearch(page);
    const options = page.getByRole('option');
    for (const [query, title] of [
      ['assetPrefix', 'output.assetPrefix'],
      ['proxy', 'server.proxy'],
      ['lazyCompilation', 'dev.lazyCompilation'],
      ['polyfil', 'output.polyfill'],
      ['scriptLoadng', 'html.scriptLoading'],
      ['source map', 'output.sourceMap'],
      ['css modules', 'CSS Modules'],
      ['proxi', 'server.proxy'],
      ['SRI', 'security.sri'],
      ['integrity', 'security.sri'],
      ['subresource integrity', 'security.sri'],
    ] as const) {
      await test.step(`"${query}" puts ${title} first`, async () => {
        // The list of the query before is gone, so the next check reads the new one.
        await input.fill('');
        await expect(options).toHaveCount(0);
        await input.fill(query);
        await expect(options.first()).toContainText(title);
      });
    }
  });

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
