/** Offset of the fixed navbar: a heading counts as reached once it is this close to the top. */
export const SCROLL_OFFSET = 72;
export const SCROLL_THROTTLE_MS = 200;

/**
 * The heading the reader is in: the last one whose top has passed the
 * offset line, or the last heading when the page is scrolled to its end.
 */
export function activeHeadingId(
  headings: readonly { id: string; top: number }[],
  { offset = SCROLL_OFFSET, atBottom = false }: { offset?: number; atBottom?: boolean } = {},
): string | null {
  if (headings.length === 0) return null;
  if (atBottom) return headings[headings.length - 1]!.id;
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.top <= offset + 1) active = heading.id;
    else break;
  }
  return active;
}
