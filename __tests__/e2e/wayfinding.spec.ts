import type { Page } from '@playwright/test';
import { expect, gotoReady, openSearch, test } from './fixtures';

/**
 * What a reader finding their way meets: the search dialog as a true
 * modal, the sidebar showing the current page, long names and wide tables
 * on any screen, named permalinks, the outline near the skip link, and a
 * search list that holds still while its files arrive.
 */

test.describe('search dialog', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const scheme of ['light', 'dark'] as const) {
    test(`dims the whole page, and a click outside only closes it (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoReady(page, '/guide/start/quick-start/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      for (const [x, y] of [
        [60, 400],
        [1200, 700],
        [640, 780],
      ] as const) {
        await openSearch(page);
        const dialog = page.getByRole('dialog', { name: 'Search Docs' });
        // The backdrop covers the viewport, and the page behind is inert.
        const backdrop = await dialog.evaluate((element) => element.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
        expect([backdrop.x, backdrop.y, backdrop.width, backdrop.height]).toEqual([0, 0, 1280, 800]);
        expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('[role="dialog"], header, main, nav, aside') === null, [x, y])).toBe(true);
        await expect(page.locator('#___gatsby')).toHaveAttribute('inert', '');
        await page.mouse.click(x, y);
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL('/guide/start/quick-start/');
        await expect(page.locator('#___gatsby')).not.toHaveAttribute('inert', '');
      }
    });
  }

  test('a click inside the dialog does not close it', async ({ page }) => {
    await gotoReady(page, '/guide/start/quick-start/');
    const input = await openSearch(page);
    await input.fill('proxy');
    await page.getByRole('dialog').getByRole('region', { name: 'Search results' }).click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('sidebar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** Whether the current page's entry lies inside the sidebar's visible box. */
  const entryInView = (page: Page) =>
    page.locator('#doc-sidebar').evaluate((sidebar) => {
      const entry = sidebar.querySelector('[aria-current="page"]')!.getBoundingClientRect();
      const box = sidebar.getBoundingClientRect();
      return entry.top >= box.top && entry.bottom <= box.bottom;
    });

  for (const path of ['/config/tools/rspack/', '/config/server/proxy/', '/plugins/dev/hooks/']) {
    test(`shows the current page's entry on a direct visit to ${path}`, async ({ page }) => {
      await gotoReady(page, path);
      await expect.poll(() => entryInView(page)).toBe(true);
      // The sidebar scrolled, not the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test('brings the entry into view after a navigation that leaves it out, and keeps the reader’s scroll otherwise', async ({ page }) => {
    await gotoReady(page, '/config/tools/rspack/');
    await expect.poll(() => entryInView(page)).toBe(true);
    const sidebar = page.locator('#doc-sidebar');
    // A neighbour, in view: following it keeps the sidebar where it is.
    const before = await sidebar.evaluate((element) => element.scrollTop);
    await sidebar.getByRole('link', { name: 'tools.postcss', exact: true }).click();
    await expect(page).toHaveURL('/config/tools/postcss/');
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('tools.postcss');
    expect(await sidebar.evaluate((element) => element.scrollTop)).toBe(before);
    // The reader scrolls the sidebar to its top and follows a link in the content to a page far down.
    await sidebar.evaluate((element) => (element.scrollTop = 0));
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/config/server/proxy/'));
    await expect(page).toHaveURL('/config/server/proxy/');
    await expect.poll(() => entryInView(page)).toBe(true);
  });
});

/** Elements wider than their box, and names split inside a word part, among `selector` on the page. */
async function overflowingNames(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.getClientRects().length === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1) problems.push(`${element.textContent} is wider than its box`);
      // Each line break must fall at a <wbr>, a space or the element's edge: find where lines start.
      const text = element.textContent ?? '';
      const range = document.createRange();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let lastTop: number | null = null;
      let offset = 0;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i += 1) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect && lastTop !== null && rect.top > lastTop + 2) {
            // A new line starts at this character: the one before must end a word part.
            const before = text[offset + i - 1] ?? ' ';
            const here = text[offset + i] ?? ' ';
            const atPartEdge = i === 0 || /[\s.|,([<{/]/.test(before) || /\s|\|/.test(here) || (/[\p{Ll}\p{N}]/u.test(before) && /\p{Lu}/u.test(here));
            if (!atPartEdge) problems.push(`${text} breaks inside a word part before "${text.slice(offset + i, offset + i + 8)}"`);
          }
          if (rect) lastTop = rect.top;
        }
        offset += node.data.length;
      }
    }
    return problems;
  }, selector);
}

for (const width of [1280, 390]) {
  test.describe(`long names at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const path of ['/config/performance/remove-moment-locale/', '/config/output/minify/', '/config/output/dist-path/']) {
      test(`break only between word parts on ${path}`, async ({ page }) => {
        await gotoReady(page, path);
        expect(await overflowingNames(page, 'main h1, main dd code')).toEqual([]);
        if (width > 1024) {
          expect(await overflowingNames(page, '#doc-sidebar a')).toEqual([]);
          const sidebar = page.locator('#doc-sidebar');
          expect(await sidebar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        }
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a table wider than its frame shows that it scrolls, following the scroll position', async ({ page }) => {
    await gotoReady(page, '/config/output/minify/');
    // The table that overflows its frame the most (a frame that does not fit is a tab stop).
    const frames = page.locator('.table-frame[tabindex="0"]');
    const overflow = await frames.evaluateAll((elements) => elements.map((element) => element.scrollWidth - element.clientWidth));
    const frame = frames.nth(overflow.indexOf(Math.max(...overflow)));
    await expect(frame).toHaveAttribute('data-more', 'end');
    expect(await frame.evaluate((element) => getComputedStyle(element).maskImage)).toContain('linear-gradient');
    await frame.evaluate((element) => element.scrollBy({ left: 40 }));
    await expect(frame).toHaveAttribute('data-more', 'both');
    await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(frame).toHaveAttribute('data-more', 'start');
  });
});

test.describe('heading permalinks', () => {
  for (const [path, label] of [
    ['/config/output/dist-path/', 'Link to this section: '],
    ['/zh/config/output/dist-path/', '本节链接：'],
  ] as const) {
    test(`are named after their heading on ${path}`, async ({ page }) => {
      await gotoReady(page, path);
      const names = await page.locator('[data-article] :is(h2, h3, h4) > a.heading-anchor').evaluateAll((anchors) =>
        anchors.map((anchor) => {
          const heading = anchor.parentElement!.cloneNode(true) as HTMLElement;
          heading.querySelector('a.heading-anchor')?.remove();
          return [anchor.getAttribute('aria-label'), heading.textContent!.trim()];
        }),
      );
      expect(names.length).toBeGreaterThan(2);
      for (const [name, text] of names) expect(name).toBe(`${label}${text}`);
    });
  }
});

test.describe('the outline from the keyboard', () => {
  for (const width of [1280, 1100]) {
    test(`is at most three Tab presses from the skip link at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoReady(page, '/config/output/source-map/');
      // Where the title sits in the article: the skip link, shown over it, must not move it.
      const titleOffset = () => page.locator('main h1').evaluate((title) => title.getBoundingClientRect().top - title.closest('main')!.getBoundingClientRect().top);
      const layout = await titleOffset();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to the outline' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      // Shown over the article while focused: nothing moves.
      expect(await titleOffset()).toBe(layout);
      await page.keyboard.press('Enter');
      if (width >= 1280) {
        // Focus is on the outline: one Tab more reaches its first entry.
        await expect(page.locator('#outline')).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(page.locator('#outline a').first()).toBeFocused();
      } else {
        // Below 1280 px the outline is a menu: focus lands on its button.
        await expect(page.locator('[aria-controls="outline-menu"]')).toBeFocused();
      }
    });
  }
});

test.describe('search list while its files arrive', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const late of ['search_text', 'search_index'] as const) {
    test(`keeps the selection and the order shown when the ${late === 'search_text' ? 'texts' : 'index'} file comes 2 s late`, async ({ page }) => {
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const timer = setTimeout(() => release(), 2000);
      await page.route(new RegExp(`/${late}\\.en\\.[0-9a-f]+\\.json$`), async (route) => {
        await released;
        await route.continue();
      });
      try {
        await gotoReady(page, '/guide/start/');
        const input = await openSearch(page);
        await input.fill('proxy');
        const options = page.getByRole('option');
        await expect(options.first()).toBeVisible();
        const ids = () => options.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
        const shownFirst = await ids();
        const selected = page.locator('[role="option"][aria-selected="true"]');
        await page.keyboard.press('ArrowDown');
        const afterFirst = await selected.getAttribute('href');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowUp');
        await expect(selected).toHaveAttribute('href', afterFirst!);
        // Once everything is in, the hits shown first are still there, in the same order, and so is the selection.
        await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
        const shownLast = await ids();
        expect(shownLast.filter((href) => shownFirst.includes(href))).toEqual(shownFirst);
        await expect(selected).toHaveAttribute('href', afterFirst!);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowUp');
        await expect(selected).toHaveAttribute('href', afterFirst!);
      } finally {
        clearTimeout(timer);
        release();
      }
    });
  }
});
