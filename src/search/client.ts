import type { Lang } from '../data/types';
import { MAX_QUERY_LENGTH } from './limits';
import {
  addTexts,
  createEngine,
  groupHits,
  HITS_PER_GROUP,
  searchNow,
  type SearchAnswer,
  type SearchEngine,
  type SearchGroup,
  type SearchHit,
  type SearchIndexFile,
  type SearchTextsFile,
} from './search';
import { textsUrlOf } from './files';

export { searchFiles } from './files';

export const CACHE_SIZE = 100;
/**
 * How long the first answers wait for the page texts once the index is
 * loaded. Both files are asked for at once, so the texts are usually in by
 * then; if they are not, title and heading hits show first and the rest
 * join them when the texts arrive.
 */
export const TEXTS_GRACE_MS = 150;

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

async function json<T>(response: Promise<Response>, url: string): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/**
 * Runs queries in the configured mode and remembers the last 100 complete
 * answers. Local mode downloads the prebuilt index and every page's text,
 * in two requests at once, the first time it is needed (`ready`, called as
 * soon as the reader shows an intent to search), then answers each query
 * at once (`answerNow`); remote mode asks the endpoint, and a failure there
 * is logged and reads as no results.
 */
export function createSearchClient(settings: SearchSettings, fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, SearchGroup[]>();
  const textsUrl = textsUrlOf(settings.indexUrl);
  let engine: SearchEngine | undefined;
  let loading: Promise<SearchEngine> | undefined;
  /** Settles once the texts are in the engine, or failed to load (logged; answers then lack content hits). */
  let texts: Promise<void> | undefined;
  let textsFailed = false;

  const remember = (key: string, groups: SearchGroup[]) => {
    cache.set(key, groups);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  };

  /** Adds the texts to the engine once they arrive; a failure is logged, and the next `ready` asks again. */
  const addTextsWhenIn = (target: SearchEngine, file: Promise<SearchTextsFile>) => {
    textsFailed = false;
    texts = file.then(
      (loaded) => addTexts(target, loaded),
      (error: unknown) => {
        console.error('Could not load the page texts for search:', error);
        textsFailed = true;
      },
    );
  };

  const load = () => {
    if (engine && textsFailed) addTextsWhenIn(engine, json<SearchTextsFile>(fetchImpl(textsUrl), textsUrl));
    loading ??= (async () => {
      const textsFile = json<SearchTextsFile>(fetchImpl(textsUrl), textsUrl);
      // Until the engine exists to take them, a failure of the texts must not count as unhandled.
      textsFile.catch(() => {});
      const loaded = createEngine(await json<SearchIndexFile>(fetchImpl(settings.indexUrl), settings.indexUrl));
      addTextsWhenIn(loaded, textsFile);
      engine = loaded;
      // The first answers wait a little for the texts, so that they are complete.
      await Promise.race([texts, new Promise((resolve) => setTimeout(resolve, TEXTS_GRACE_MS))]);
      return loaded;
    })().catch((error: unknown) => {
      // The next attempt fetches again.
      loading = undefined;
      throw error;
    });
    return loading;
  };

  /** Hits from the endpoint, or null when it failed (logged, and not remembered). */
  const remote = async (query: string): Promise<SearchGroup[] | null> => {
    const params = new URLSearchParams({
      keyword: query.slice(0, MAX_QUERY_LENGTH),
      limit: String(HITS_PER_GROUP),
      searchIndexes: indexName(settings.indexUrl, settings.lang),
      lang: settings.lang,
    });
    try {
      const answer = await json<RemoteAnswer[]>(fetchImpl(`${settings.remoteUrl}?${params}`), settings.remoteUrl);
      return groupHits(answer.flatMap((entry) => entry.hits));
    } catch (error) {
      console.error('Remote search failed:', error);
      return null;
    }
  };

  const client = {
    mode: settings.mode,
    /** Resolves once queries can run: in local mode, the index is loaded (and the texts, unless they are slow). */
    ready(): Promise<unknown> {
      return settings.mode === 'local' ? load() : Promise.resolve();
    },
    /** Resolves once the page texts are loaded or failed to load; local mode only. */
    async texts(): Promise<void> {
      await load();
      await texts;
    },
    /** The engine, once loaded, for work in idle time. */
    engine: () => engine,
    /**
     * The answer to a query from what local search has loaded, at once:
     * null before the index is loaded (and always in remote mode), and not
     * complete while the page texts are on the way.
     */
    answerNow(raw: string): SearchAnswer | null {
      const key = raw.trim();
      if (!key) return { groups: [], complete: true };
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        return { groups: cached, complete: true };
      }
      if (settings.mode !== 'local' || !engine) return null;
      const answer = searchNow(engine, key);
      if (textsFailed) return { ...answer, complete: true };
      if (answer.complete) remember(key, answer.groups);
      return answer;
    },
    /** The complete answer to a query: in local mode once the texts are loaded. */
    async query(raw: string): Promise<SearchGroup[]> {
      const key = raw.trim();
      if (!key) return [];
      if (settings.mode === 'local') {
        await client.texts();
        return client.answerNow(key)!.groups;
      }
      const cached = client.answerNow(key);
      if (cached) return cached.groups;
      const groups = await remote(key);
      if (!groups) return [];
      remember(key, groups);
      return groups;
    },
  };
  return client;
}

export type SearchClient = ReturnType<typeof createSearchClient>;
