import { readFileSync } from 'node:fs';
import type * as Axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * When a static host answers an unknown path with 404.html, the browser
 * reports that 404, and Gatsby's loader then probes the path (with and
 * without its trailing slash) and its page data, which 404 too. Those are
 * the expected sound of a missing page, not errors of the site.
 */
function isProbeOfMissingPage(resourceUrl: string, missingPaths: Set<string>): boolean {
  const { pathname } = new URL(resourceUrl);
  const bare = pathname.replace(/\/$/, '');
  return [...missingPaths].some((missing) => {
    const missingBare = missing.replace(/\/$/, '');
    return bare === missingBare || pathname === `/page-data${missingBare}/page-data.json`;
  });
}

/**
 * Every browser test fails when the page logs an error or throws: a page
 * that works but complains is still broken.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const missingPaths = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) {
          missingPaths.add(new URL(response.url()).pathname);
        }
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const source = message.location().url;
        if (message.text().startsWith('Failed to load resource') && source && isProbeOfMissingPage(source, missingPaths)) return;
        errors.push(`${message.text()} (${source})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens search with its shortcut; the focused input. */
export async function openSearch(page: Page) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox');
  await expect(input).toBeFocused();
  return input;
}

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: typeof Axe;
  }
}

/**
 * Runs axe in the page: its default rules plus label-in-name (WCAG 2.5.3),
 * which axe marks experimental and leaves off, or only `rules`; on the whole
 * page or only `include`. Axe is put into a page once, whatever the number
 * of runs (its source is half a megabyte to parse), and only violations
 * carry their nodes. The site has no frames for axe to reach into.
 */
export async function axe(page: Page, { rules, include }: { rules?: string[]; include?: string } = {}): Promise<Axe.AxeResults> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const options: Axe.RunOptions = rules
    ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: rules } }
    : { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } };
  return page.evaluate(([context, runOptions]) => window.axe!.run(context ?? document, runOptions), [include, options] as const);
}
