import * as React from 'react';

/** Scrolled distance in one direction before the navbar changes. */
const SCROLL_DELTA = 8;

/**
 * Whether the navbar may step aside: true while the reader scrolls down
 * past the navbar, false as soon as they scroll up or reach the top.
 */
export function useHideOnScroll(enabled: boolean, navHeight: number): boolean {
  const [hidden, setHidden] = React.useState(false);

  React.useEffect(() => {
    if (!enabled) return undefined;
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= navHeight) setHidden(false);
      else if (y > lastY + SCROLL_DELTA) setHidden(true);
      else if (y < lastY - SCROLL_DELTA) setHidden(false);
      else return;
      lastY = y;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled, navHeight]);

  return hidden && enabled;
}
