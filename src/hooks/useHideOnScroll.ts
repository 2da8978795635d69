import * as React from 'react';

/** Scrolled distance in one direction before the navbar changes. */
const SCROLL_DELTA = 8;

/**
 * Whether the navbar may step aside: true while the reader scrolls down
 * past the navbar, false as soon as they scroll up or reach the top.
 *
 * Nothing changes while a pointer is pressed. The page can move under a
 * press without the reader scrolling (the browser keeps the text in view
 * while blocks above it get their real height), and a navbar coming back
 * then would push the sidebar down between the press and the release, so
 * the click would miss the link it started on. Scrolling during a press
 * counts from the release on.
 */
export function useHideOnScroll(enabled: boolean, navHeight: number): boolean {
  const [hidden, setHidden] = React.useState(false);

  React.useEffect(() => {
    if (!enabled) return undefined;
    let lastY = window.scrollY;
    let frame = 0;
    let pressed = false;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (pressed) lastY = y;
      else if (y <= navHeight) setHidden(false);
      else if (y > lastY + SCROLL_DELTA) setHidden(true);
      else if (y < lastY - SCROLL_DELTA) setHidden(false);
      else return;
      lastY = y;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    const onPress = () => {
      pressed = true;
    };
    const onRelease = () => {
      pressed = false;
      lastY = window.scrollY;
      if (lastY <= navHeight) setHidden(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pointerdown', onPress, true);
    window.addEventListener('pointerup', onRelease, true);
    window.addEventListener('pointercancel', onRelease, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pointerdown', onPress, true);
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointercancel', onRelease, true);
    };
  }, [enabled, navHeight]);

  return hidden && enabled;
}
