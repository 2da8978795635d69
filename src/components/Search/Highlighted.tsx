import * as React from 'react';
import type { Range } from '../../search/search';

/** Text with the given ranges marked; always rendered as text, never as HTML. */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  [...ranges]
    .sort((a, b) => a[0] - b[0])
    .forEach(([start, end], index) => {
      if (start < at) return;
      if (start > at) parts.push(text.slice(at, start));
      parts.push(<mark key={index}>{text.slice(start, end)}</mark>);
      at = end;
    });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
