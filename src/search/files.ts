/**
 * The files local search loads. Dependency-free: the search button names
 * them in every page, which must not pull the search code in with it.
 */

/** The texts file of an index: `/search_index.en.<hash>.json` has `/search_text.en.<hash>.json`. */
export function textsUrlOf(indexUrl: string): string {
  return indexUrl.replace(/search_index(\.[^/]*)$/, 'search_text$1');
}

/** The files local search loads, the index and its page texts; none in remote mode. */
export function searchFiles(settings: { mode: 'local' | 'remote'; indexUrl: string }): string[] {
  return settings.mode === 'local' ? [settings.indexUrl, textsUrlOf(settings.indexUrl)] : [];
}
