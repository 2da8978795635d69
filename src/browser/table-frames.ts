/**
 * Makes each table frame a tab stop while its table is wider than the
 * frame, so keyboard readers can scroll it sideways without stepping
 * through every narrow table. Returns what stops the watching.
 */
export function watchTableFrames(frames: readonly HTMLElement[]): () => void {
  if (frames.length === 0 || typeof ResizeObserver === 'undefined') return () => {};
  const measure = (frame: Element) => {
    if (frame.scrollWidth > frame.clientWidth + 1) frame.setAttribute('tabindex', '0');
    else frame.removeAttribute('tabindex');
  };
  const observer = new ResizeObserver((entries) => entries.forEach((entry) => measure(entry.target)));
  frames.forEach((frame) => {
    measure(frame);
    observer.observe(frame);
  });
  return () => observer.disconnect();
}
