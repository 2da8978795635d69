import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.DEVELOP_PORT ?? 8010);

/**
 * The author's loop: tests that edit content files while `gatsby develop`
 * serves the site. One worker, since they edit the same file in turn.
 */
export default defineConfig({
  ...base,
  testDir: '__tests__/develop',
  fullyParallel: false,
  workers: 1,
  // The first visit of a page compiles what it needs; the machine may be busy with the development server's own work.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: `npx gatsby develop --port ${PORT}`,
    url: `http://localhost:${PORT}/config/server/port/`,
    reuseExistingServer: !!process.env.DEVELOP_REUSE,
    timeout: 240_000,
    env: { GATSBY_TELEMETRY_DISABLED: '1' },
  },
});
