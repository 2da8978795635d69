import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Gatsby's own path from a save to a page's data (see the patches of
 * gatsby, gatsby-source-filesystem and gatsby-plugin-mdx in `patches/`),
 * which serves the page on its next visit. The authoring tests edit
 * another page.
 */
const FILE = path.resolve('content/en/config/server/open.mdx');
const DATA = '/page-data/config/server/open/page-data.json';
const original = fs.readFileSync(FILE, 'utf8');
const withParagraph = (words: string) => `${original.trimEnd()}\n\n${words}\n`;

/** Asks for the page's data every 50 ms, as an open page and the browsers of other tabs do, until it holds `words`. */
async function untilDataHolds(request: APIRequestContext, words: string) {
  await expect(async () => {
    const response = await request.get(DATA);
    expect(await response.text()).toContain(words);
  }).toPass({ intervals: [50], timeout: 20_000 });
}

test.afterEach(async ({ request }) => {
  fs.writeFileSync(FILE, original);
  await untilDataHolds(request, 'server.open');
});

test('the last of two quick saves reaches the page data, though the data is asked for while Gatsby batches them', async ({ request }) => {
  for (let round = 1; round <= 10; round += 1) {
    // The same draft every round: a draft that comes back must not bring back what another save held.
    fs.writeFileSync(FILE, withParagraph('A first draft.'));
    const words = `Saved in round ${round} at ${Date.now()}.`;
    // An author's fix a moment after a mistake, or a formatter's rewrite after the editor's save.
    await new Promise((resolve) => setTimeout(resolve, 30 + 20 * (round % 5)));
    fs.writeFileSync(FILE, withParagraph(words));
    await untilDataHolds(request, words);
  }
});
