import { LANGS, type Lang } from '../../src/data/types';
import { findIndex, readEngine } from '../../src/search/disk';
import { search, type SearchEngine } from '../../src/search/search';
import { PUBLIC_DIR } from '../support/built-site';
import { optionPages } from '../support/option-pages';
import relevanceSet from '../../scripts/search-relevance-set.json';
import { shownPages, type RelevanceQuery } from '../../scripts/lib/search-relevance';

/** The index the build shipped for a language, with the page texts shipped beside it. */
function builtEngine(lang: Lang): SearchEngine {
  const name = findIndex(PUBLIC_DIR, `search_index.${lang}`);
  if (!name) throw new Error(`no search index for ${lang} in public/`);
  return readEngine(PUBLIC_DIR, name);
}

const firstHitTitle = async (engine: SearchEngine, query: string) => (await search(engine, query))[0]?.hits[0]?.title;

describe.each(LANGS)('search over the built %s index', (lang) => {
  const engine = builtEngine(lang);
  const options = optionPages()
    .filter((page) => page.lang === lang)
    .map((page) => page.name);

  it('covers every option page', () => {
    expect(options.length).toBeGreaterThan(40);
  });

  it('puts an option page first for its full name', async () => {
    const misses: string[] = [];
    for (const option of options) {
      const title = await firstHitTitle(engine, option);
      if (title !== option) misses.push(`${option} → ${title}`);
    }
    expect(misses).toEqual([]);
  });

  it('puts a page of that option first for its name without the group', async () => {
    const misses: string[] = [];
    // Top-level options such as `plugins` have no group to leave out.
    for (const option of options.filter((candidate) => candidate.includes('.'))) {
      const name = option.split('.').slice(1).join('.');
      const title = await firstHitTitle(engine, name);
      // Some names exist in two groups, such as dev.assetPrefix and output.assetPrefix.
      if (!title?.endsWith(`.${name}`)) misses.push(`${name} → ${title}`);
    }
    expect(misses).toEqual([]);
  });

  // The stable part of the relevance set that `npm run bench` scores in full.
  const regression = (relevanceSet as RelevanceQuery[]).filter((entry) => entry.lang === lang && entry.regression);

  it('answers the regression queries of the relevance set in the first three pages', async () => {
    expect(regression.length).toBeGreaterThan(25);
    const misses: string[] = [];
    for (const entry of regression) {
      const pages = (await shownPages(engine, entry.query)).slice(0, 3);
      if (!pages.some((page) => entry.answers.includes(page))) misses.push(`${entry.query} → ${pages.join(', ')}`);
    }
    expect(misses).toEqual([]);
  });

  // Name queries of the set that spell a plugin's package name, such as `yaml` or `basic ssl` for plugin-basic-ssl.
  const pluginNames = regression.filter(
    (entry) => entry.kind === 'name' && entry.answers.length === 1 && entry.answers[0]!.endsWith(`/plugins/list/plugin-${entry.query.toLowerCase().replace(/ /g, '-')}/`),
  );

  it('puts a plugin page first for the name of its plugin', async () => {
    expect(pluginNames.length).toBeGreaterThanOrEqual(9);
    const misses: string[] = [];
    for (const entry of pluginNames) {
      const [first] = await shownPages(engine, entry.query);
      if (first !== entry.answers[0]) misses.push(`${entry.query} → ${first}`);
    }
    expect(misses).toEqual([]);
  });
});
