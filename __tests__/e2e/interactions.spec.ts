import { expect, gotoReady, test } from './fixtures';

test.describe('image zoom', () => {
  test('zooms a content image on click and closes on Escape, on scroll and on resize', async ({ page }) => {
    await gotoReady(page, '/guide/start/');
    const image = page.getByRole('main').getByRole('img', { name: /Rspress is built on Rsbuild/ });
    await expect(image).toHaveClass(/medium-zoom-image/);
    const overlay = page.locator('.medium-zoom-overlay');
    /** Clicks the image and waits until the zoom has finished opening. */
    const zoomIn = async () => {
      const opened = image.evaluate((element) => new Promise((resolve) => element.addEventListener('medium-zoom:opened', resolve, { once: true })));
      await image.click();
      await opened;
      await expect(overlay).toBeVisible();
    };

    await zoomIn();
    expect(await overlay.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);

    await zoomIn();
    await page.mouse.wheel(0, 300);
    await expect(overlay).toHaveCount(0);

    await zoomIn();
    await page.setViewportSize({ width: 1000, height: 700 });
    await expect(overlay).toHaveCount(0);
  });

  test('falls back to the normal image when the high-resolution one is missing', async ({ page, consoleErrors }) => {
    await gotoReady(page, '/guide/start/');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.evaluate(() => {
      document.querySelector('.markdown img')!.setAttribute('data-zoom-src', '/images/missing-large.png');
    });
    const image = page.getByRole('main').getByRole('img', { name: /Rspress is built on Rsbuild/ });
    await expect(image).toHaveClass(/medium-zoom-image/);
    await image.click();
    await expect(page.locator('.medium-zoom-image--opened').first()).toBeVisible();
    await expect.poll(() => warnings.join('\n')).toContain('Unable to reach the zoom image target');
    // The missing file itself is reported too, on purpose here.
    const expected = consoleErrors.filter((error) => error.includes('missing-large.png'));
    expect(expected).toHaveLength(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected.includes(error)));
  });
});

test.describe('tools menu', () => {
  test('opens below its button on hover, with the family of tools opening in new tabs', async ({ page }) => {
    await gotoReady(page, '/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Rspack tools' });
    await button.hover();
    const panel = page.getByRole('region', { name: 'The Rspack family' });
    await expect(panel).toBeVisible();
    // Floating UI keeps the panel in place while the page settles.
    await expect
      .poll(async () => {
        const [buttonBox, panelBox] = [await button.boundingBox(), await panel.boundingBox()];
        return panelBox!.y - (buttonBox!.y + buttonBox!.height);
      })
      .toBeGreaterThan(0);
    await expect(panel.getByRole('link')).toHaveCount(4);
    for (const link of await panel.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.mouse.move(10, 700);
    await expect(panel).toBeHidden();
  });

  test('speaks Chinese on Chinese pages and closes on Escape', async ({ page }) => {
    await gotoReady(page, '/zh/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Rspack 工具' });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Rspack 工具家族' });
    await expect(panel).toContainText('面向 Rspack 与 webpack 的构建分析工具');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('touch screens', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 800, height: 900 } });

  test('open hover popups with a tap', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    const button = page.locator('#mobile-menu').getByRole('button', { name: 'Rspack tools' });
    await button.tap();
    await expect(page.getByRole('region', { name: 'The Rspack family' })).toBeVisible();
    await button.tap();
    await expect(page.getByRole('region', { name: 'The Rspack family' })).toBeHidden();
  });
});

test.describe('tooltips', () => {
  test('name icon buttons on hover and keyboard focus', async ({ page }) => {
    await gotoReady(page, '/guide/start/');
    const github = page.getByRole('banner').getByRole('link', { name: 'GitHub' });
    await github.hover();
    const tooltip = page.locator('[role="tooltip"]');
    await expect(tooltip).toHaveText('GitHub');
    expect(await tooltip.evaluate((element) => Number(getComputedStyle(element).zIndex))).toBeGreaterThanOrEqual(1000);
    await page.mouse.move(10, 700);
    await expect(tooltip).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).focus();
    await expect(tooltip).toHaveText('Switch to dark theme');
  });
});
