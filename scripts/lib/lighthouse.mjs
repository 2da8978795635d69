// Lighthouse 12 with its default mobile settings (a mid-range phone on a
// slow 4G connection, simulated), three runs per page; the median run by
// performance score stands for the page, as Lighthouse's own guidance
// recommends.
import { loadAverage, median } from './author-bench.mjs';

export const LIGHTHOUSE_PAGES = ['/', '/guide/start/quick-start/', '/config/server/port/', '/zh/guide/basic/server/', '/api/javascript-api/instance/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = 3;

/** Rows for console.table and the pages that miss `minimum` performance or 100 elsewhere. */
export async function measureLighthouse(baseUrl, { minimumPerformance }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  const misses = [];
  try {
    for (const sitePath of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { lhr } = await lighthouse(`${baseUrl}${sitePath}`, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
        runs.push(lhr);
      }
      const middle = median(runs.map((lhr) => lhr.categories.performance.score));
      const lhr = runs.find((candidate) => candidate.categories.performance.score === middle);
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]));
      if (scores.performance < minimumPerformance) misses.push(`Lighthouse performance of ${sitePath}: ${scores.performance}`);
      for (const id of CATEGORIES.slice(1)) if (scores[id] < 100) misses.push(`Lighthouse ${id} of ${sitePath}: ${scores[id]}`);
      rows.push({
        page: sitePath,
        ...scores,
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        load: loadAverage(),
      });
    }
  } finally {
    await chrome.kill();
  }
  return { rows, misses };
}
