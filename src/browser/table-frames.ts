/** Which sides of a frame hide part of its table: the sides the reader can scroll towards. */
export function hiddenSides(frame: { scrollLeft: number; scrollWidth: number; clientWidth: number }): 'start' | 'end' | 'both' | null {
  if (frame.scrollWidth <= frame.clientWidth + 1) return null;
  // Right-to-left frames count their scroll position down from 0.
  const scrolled = Math.abs(frame.scrollLeft);
  const before = scrolled > 1;
  const after = scrolled + frame.clientWidth < frame.scrollWidth - 1;
  return before && after ? 'both' : before ? 'start' : after ? 'end' : null;
}

/**
 * Makes each table frame a tab stop while its table is wider than the
 * frame, so keyboard readers can scroll it sideways without stepping
 * through every narrow table, and marks the sides where the table goes on
 * (`data-more`), which CSS fades, as the reader scrolls. Returns what
 * stops the watching.
 */
export function watchTableFrames(frames: readonly HTMLElement[]): () => void {
  if (frames.length === 0 || typeof ResizeObserver === 'undefined') return () => {};
  const mark = (frame: Element) => {
    const more = hiddenSides(frame);
    if (more) frame.setAttribute('data-more', more);
    else frame.removeAttribute('data-more');
  };
  const measure = (frame: Element) => {
    if (frame.scrollWidth > frame.clientWidth + 1) frame.setAttribute('tabindex', '0');
    else frame.removeAttribute('tabindex');
    mark(frame);
  };
  const onScroll = (event: Event) => mark(event.currentTarget as Element);
  const observer = new ResizeObserver((entries) => entries.forEach((entry) => measure(entry.target)));
  frames.forEach((frame) => {
    measure(frame);
    observer.observe(frame);
    frame.addEventListener('scroll', onScroll, { passive: true });
  });
  return () => {
    observer.disconnect();
    frames.forEach((frame) => frame.removeEventListener('scroll', onScroll));
  };
}
