import type { Zoom, ZoomSelector } from 'medium-zoom';

/** Images of the content zoom; linked images keep their link. */
export const ZOOM_SELECTOR = '.markdown img:not(a img)';
/** Images are attached once the new content has settled. */
export const ZOOM_ATTACH_DELAY_MS = 100;

let zoom: Zoom | null = null;

/**
 * Makes content images zoom on click with medium-zoom, loaded only on pages
 * that have images. Its defaults are the behaviour wanted: no margin, a
 * white backdrop, closing on Escape, on resize, and 150 ms after the page
 * scrolls more than 40 px; a high-resolution image that cannot be reached
 * logs a warning and the normal image is used. An invalid selector throws
 * medium-zoom's own TypeError, which names what a selector may be.
 */
export async function zoomImages(selector: ZoomSelector = ZOOM_SELECTOR): Promise<Zoom | null> {
  if (selector === ZOOM_SELECTOR && !document.querySelector(ZOOM_SELECTOR)) {
    zoom?.detach();
    return null;
  }
  const { default: mediumZoom } = await import('medium-zoom');
  zoom ??= mediumZoom();
  zoom.detach();
  zoom.attach(selector);
  return zoom;
}

/** Attaches the zoom to the images of the page now shown. */
export function zoomImagesSoon(): void {
  setTimeout(() => {
    zoomImages().catch((error: unknown) => console.error(error));
  }, ZOOM_ATTACH_DELAY_MS);
}
