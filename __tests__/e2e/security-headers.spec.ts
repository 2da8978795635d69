import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { startStaticHost } from '../support/static-host';
import { expect, test } from './fixtures';

/**
 * The site served with the response headers of its own `public/_headers`,
 * as Netlify or Cloudflare Pages would: what a reader does raises no
 * Content-Security-Policy violation (and, through the fixture, no console
 * error, which is how Chromium also reports one).
 */
let host: { origin: string; server: Server };
test.beforeAll(async () => {
  host = await startStaticHost();
});
test.afterAll(async () => {
  await new Promise((resolve) => host.server.close(resolve));
});

declare global {
  interface Window {
    __violations: string[];
    __sameDocument?: boolean;
    pagePath?: string;
  }
}

async function open(page: Page, path: string) {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const response = await page.goto(`${host.origin}${path}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // Gatsby reads the page's path from the one inline script every page shares.
  expect(await page.evaluate(() => window.pagePath)).toBe(path);
}

const violations = (page: Page) => page.evaluate(() => window.__violations);

test.describe('the site under its own security headers', () => {
  test('home page and a client-side navigation', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('main').getByRole('link', { name: /Quick Start|Introduction|Get started/i }).first().click();
    await expect(page).toHaveURL(/\/guide\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a doc page: search with hits, the theme switch, a sidebar link', async ({ page }) => {
    await open(page, '/config/server/port/');
    await page.getByRole('banner').getByRole('button', { name: /Search/ }).click();
    await page.getByRole('combobox').fill('proxy');
    await expect(page.getByRole('option').first()).toContainText('server.proxy');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const theme = page.getByRole('banner').getByRole('button', { name: /^Switch to (dark|light) theme$/ });
    const before = await page.locator('html').getAttribute('data-theme');
    await theme.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');

    await page.evaluate(() => (window.__sameDocument = true));
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'server.host' }).click();
    await expect(page).toHaveURL(/\/config\/server\/host\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('server.host');
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  test('image zoom', async ({ page }) => {
    await open(page, '/guide/start/');
    const image = page.getByRole('main').getByRole('img', { name: /Rspress is built on Rsbuild/ });
    await expect(image).toHaveClass(/medium-zoom-image/);
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('position', 'fixed');
    expect(await violations(page)).toEqual([]);
  });
});
