import * as React from 'react';
import type { Range } from '../../search/search';

/** The ranges sorted, overlapping and touching ones joined: `产物`, `物目` and `目录` mark `产物目录` as one. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const merged: Range[] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Text with the given ranges marked; always rendered as text, never as HTML. */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  mergeRanges(ranges).forEach(([start, end], index) => {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={index}>{text.slice(start, end)}</mark>);
    at = end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
