import * as React from 'react';
import { activeHeadingId, SCROLL_THROTTLE_MS } from '../utils/active-heading';
import { throttle } from '../utils/throttle';

/** Follows the reader's scroll position through the given headings. */
export function useActiveHeading(ids: readonly string[]): [string | null, (id: string) => void] {
  const [active, setActive] = React.useState<string | null>(null);
  const key = ids.join('\n');

  React.useEffect(() => {
    const measure = () => {
      const headings = ids
        .map((id) => document.getElementById(id))
        .filter((element): element is HTMLElement => element !== null)
        .map((element) => ({ id: element.id, top: element.getBoundingClientRect().top }));
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(activeHeadingId(headings, { atBottom: atBottom && window.scrollY > 0 }));
    };
    const onScroll = throttle(measure, SCROLL_THROTTLE_MS);
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
    // `key` stands for the list of ids.
  }, [key]);

  return [active, setActive];
}
