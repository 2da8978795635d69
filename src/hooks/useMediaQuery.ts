import * as React from 'react';

/** Calls `onChange` whenever the media query starts or stops matching. */
export function useMediaQueryChange(query: string, onChange: (matches: boolean) => void): void {
  const callback = React.useRef(onChange);
  callback.current = onChange;
  React.useEffect(() => {
    const list = window.matchMedia(query);
    const listener = (event: MediaQueryListEvent) => callback.current(event.matches);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }, [query]);
}
