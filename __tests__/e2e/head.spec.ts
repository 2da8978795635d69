import { expect, test } from './fixtures';

test.describe('head tags', () => {
  test('doc pages are titled "Page - Rsbuild" with description, canonical and alternates', async ({ page }) => {
    await page.goto('/guide/start/quick-start/');
    await expect(page).toHaveTitle('Quick Start - Rsbuild');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /create-rsbuild/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://rsbuild.dev/guide/start/quick-start/');
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', 'https://rsbuild.dev/zh/guide/start/quick-start/');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', 'https://rsbuild.dev/guide/start/quick-start/');
  });

  test('the home pages use their title suffix and announce the feeds', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Rsbuild - Rspack based build tool');
    await expect(page.locator('link[type="application/rss+xml"]')).toHaveAttribute('href', '/rss/releases-rss.xml');
    await expect(page.locator('link[type="application/atom+xml"]')).toHaveAttribute('href', '/rss/releases-atom.xml');
    await page.goto('/zh/');
    await expect(page).toHaveTitle('Rsbuild - 基于 Rspack 的构建工具');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('link[type="application/atom+xml"]')).toHaveAttribute('href', '/zh/rss/releases-atom.xml');
  });

  test('a shared link shows the page’s own card, in the page’s language', async ({ page, request }) => {
    for (const [route, locale, alternate] of [
      ['/config/server/port/', 'en_US', 'zh_CN'],
      ['/zh/guide/start/quick-start/', 'zh_CN', 'en_US'],
    ] as const) {
      await page.goto(route);
      const card = `https://rsbuild.dev/og${route.replace(/\/$/, '')}.png`;
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', card);
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', card);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `https://rsbuild.dev${route}`);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', locale);
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', alternate);
      const response = await request.get(new URL(card).pathname);
      expect(response.ok(), card).toBe(true);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('feeds are served as XML', async ({ request }) => {
    for (const url of ['/rss/releases-rss.xml', '/rss/releases-atom.xml', '/zh/rss/releases-rss.xml', '/zh/rss/releases-atom.xml']) {
      const response = await request.get(url);
      expect(response.ok(), url).toBe(true);
      expect(await response.text()).toMatch(/^<\?xml/);
    }
  });
});

test.describe('release and overview layouts', () => {
  test('a release note shows its date and feeds', async ({ page }) => {
    await page.goto('/community/releases/v0-6/');
    await expect(page).toHaveTitle('Rsbuild 0.6 - Rsbuild');
    await expect(page.locator('time[datetime="2024-04-10T00:00:00.000Z"]').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/rss/releases-atom.xml');
  });

  test('the releases overview lists every release with its sections', async ({ page }) => {
    await page.goto('/zh/community/releases/');
    const releases = page.getByRole('region', { name: '发布记录' });
    for (const version of ['0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7']) {
      await expect(releases.getByRole('link', { name: `Rsbuild ${version}`, exact: true })).toHaveAttribute(
        'href',
        `/zh/community/releases/v${version.replace('.', '-')}/`,
      );
    }
    await expect(releases.getByRole('link', { name: '升级指南' }).first()).toHaveAttribute('href', /#upgrading$/);
  });
});
