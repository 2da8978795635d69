import { applyHiddenParts } from './page-parts';
import { themeScript } from './theme';

/**
 * Runs in `<head>` before the body is painted: the first frame already has
 * the stored theme and hides the parts the query string asks to hide.
 */
export const prePaintScript = `${themeScript};(${applyHiddenParts.toString()})(location.search)`;
