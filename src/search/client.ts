import type { Lang } from '../data/types';
import { createEngine, groupHits, HITS_PER_GROUP, search, type SearchEngine, type SearchGroup, type SearchHit, type SearchIndexFile } from './search';

export const CACHE_SIZE = 100;

export interface SearchSettings {
  mode: 'local' | 'remote';
  indexUrl: string;
  remoteUrl: string;
  lang: Lang;
}

/** The answer of the remote endpoint: one entry per index searched. */
export interface RemoteAnswer {
  index: string;
  hits: SearchHit[];
}

/** The name of a language's index, as the remote endpoint knows it: `search_index.en`. */
export function indexName(indexUrl: string, lang: Lang): string {
  const file = indexUrl.split('/').pop() ?? '';
  return file.split('.').slice(0, 2).join('.') || `search_index.${lang}`;
}

/**
 * Runs queries in the configured mode and remembers the last 100 answers.
 * Local mode downloads the prebuilt index the first time it is needed
 * (`ready`, called as soon as the reader shows an intent to search);
 * remote mode asks the endpoint, and a failure there is logged and reads
 * as no results.
 */
export function createSearchClient(settings: SearchSettings, fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, SearchGroup[]>();
  let engine: Promise<SearchEngine> | undefined;

  /** A file of page texts; the engine reads each once and asks again after a failure. */
  const loadText = async (url: string) => {
    const response = await fetchImpl(url);
    if (!response.ok) {
      const error = new Error(`${url} answered ${response.status}`);
      console.error('Could not load a page for search:', error);
      throw error;
    }
    return response.text();
  };

  const loadEngine = () => {
    engine ??= fetchImpl(settings.indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${settings.indexUrl} answered ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then((file) => createEngine(file, loadText))
      .catch((error: unknown) => {
        // The next attempt fetches again.
        engine = undefined;
        throw error;
      });
    return engine;
  };

  /** Hits from the endpoint, or null when it failed (logged, and not remembered). */
  const remote = async (query: string): Promise<SearchGroup[] | null> => {
    const params = new URLSearchParams({
      keyword: query,
      limit: String(HITS_PER_GROUP),
      searchIndexes: indexName(settings.indexUrl, settings.lang),
      lang: settings.lang,
    });
    try {
      const response = await fetchImpl(`${settings.remoteUrl}?${params}`);
      if (!response.ok) throw new Error(`${settings.remoteUrl} answered ${response.status}`);
      const answer = (await response.json()) as RemoteAnswer[];
      return groupHits(answer.flatMap((entry) => entry.hits));
    } catch (error) {
      console.error('Remote search failed:', error);
      return null;
    }
  };

  return {
    mode: settings.mode,
    /** Resolves once queries can run: the index is loaded in local mode. */
    ready(): Promise<unknown> {
      return settings.mode === 'local' ? loadEngine() : Promise.resolve();
    },
    /**
     * The hits of a query. In local mode, `waitForTexts: false` answers at
     * once from titles, headings and the page texts read so far, and is not
     * remembered; the full answer reads the texts it needs.
     */
    async query(raw: string, { waitForTexts = true } = {}): Promise<SearchGroup[]> {
      const key = raw.trim();
      if (!key) return [];
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      if (settings.mode === 'local' && !waitForTexts) return search(await loadEngine(), key, HITS_PER_GROUP, { waitForTexts });
      const groups = settings.mode === 'local' ? await search(await loadEngine(), key) : await remote(key);
      if (!groups) return [];
      cache.set(key, groups);
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return groups;
    },
  };
}

export type SearchClient = ReturnType<typeof createSearchClient>;
