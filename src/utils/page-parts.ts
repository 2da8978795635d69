/** Parts of a page a reader can hide with `?navbar=0`, `?sidebar=0`, `?outline=0` or `?footer=0`. */
export const PAGE_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type PagePart = (typeof PAGE_PARTS)[number];

/**
 * Marks the parts the query string hides on `<html data-hide>`, where CSS
 * hides them. Self-contained, because the pre-paint script carries its
 * source: the parts are gone from the first frame, with no flash.
 */
export function applyHiddenParts(search: string): void {
  const params = new URLSearchParams(search);
  const hidden = ['navbar', 'sidebar', 'outline', 'footer'].filter((part) => params.get(part) === '0');
  const root = document.documentElement;
  if (hidden.length > 0) root.dataset.hide = hidden.join(' ');
  else delete root.dataset.hide;
}
