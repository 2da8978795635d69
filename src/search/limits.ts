/**
 * The longest query search answers: far above any question a reader types,
 * far below what would cost a server. The remote endpoint refuses longer
 * ones, and the browser sends no more than this. Dependency-free, so the
 * endpoint can check it before it loads the search code.
 */
export const MAX_QUERY_LENGTH = 300;
