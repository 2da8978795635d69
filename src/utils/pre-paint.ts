import { applyHiddenParts } from './page-parts';
import { catchSearchIntent } from './search-intent';
import { themeScript } from './theme';

/**
 * Runs in `<head>` before the body is painted: the first frame already has
 * the stored theme and hides the parts the query string asks to hide, and
 * an intent to search is caught from then on.
 */
export const prePaintScript = `${themeScript};(${applyHiddenParts.toString()})(location.search);(${catchSearchIntent.toString()})(window)`;
