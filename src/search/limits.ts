/**
 * The longest query search answers: far above any question a reader types,
 * far below what would cost a server. The remote endpoint refuses longer
 * ones, and the browser sends no more than this. Dependency-free, so the
 * endpoint, whose own thread never loads the search code, can check it.
 */
export const MAX_QUERY_LENGTH = 300;

/** Hits shown per section of an answer, unless asked for another number. */
export const HITS_PER_GROUP = 7;
