import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 9000);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Browser tests run against the production build served by `gatsby serve`,
 * in the system Chromium: no browser is ever downloaded.
 *
 * Most tests run in Debian's Chromium headless shell, which loads a page
 * with about half the processor time of the full browser: the whole suite
 * took 5.0 instead of 5.6 min on two cores. A tab that the shell opens on a
 * Ctrl+click crashes, so the tests tagged `@new-tab` run in the full
 * browser. Without the shell, every test runs in the full browser.
 */
export default defineConfig({
  testDir: '__tests__/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records every step of every test and made the suite about 70%
    // slower; a failure keeps its screenshot, and PW_TRACE=1 records traces.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: existsSync(HEADLESS_SHELL)
    ? [
        { name: 'headless-shell', grepInvert: /@new-tab/, use: { ...desktop, launchOptions: { ...launchOptions, executablePath: HEADLESS_SHELL } } },
        { name: 'chromium', grep: /@new-tab/, use: desktop },
      ]
    : [{ name: 'chromium', use: desktop }],
  webServer: {
    command: `npx gatsby serve --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { GATSBY_TELEMETRY_DISABLED: '1' },
  },
});
