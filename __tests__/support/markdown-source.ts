/** Readers of the Markdown source of a page, for tests that check what a page states. */

export interface SourceLine {
  /** 1-based line number in the source file. */
  line: number;
  text: string;
  /** The language of the code block the line is in (`''` when it has none); null outside code blocks. */
  block: string | null;
}

/** Every line that is not a code fence, with the code block it belongs to. */
export function sourceLines(source: string): SourceLine[] {
  const lines: SourceLine[] = [];
  let block: string | null = null;
  source.split('\n').forEach((text, i) => {
    const fence = /^\s*(?:`{3,}|~{3,})(\w*)/.exec(text);
    if (fence) {
      block = block === null ? fence[1]! : null;
      return;
    }
    lines.push({ line: i + 1, text, block });
  });
  return lines;
}

/**
 * The lines of the section whose heading `heading` matches, up to the next
 * heading of the same level or above; none when no heading matches.
 */
export function sectionLines(source: string, heading: RegExp, level: number): string[] {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  if (start === -1) return [];
  const next = new RegExp(`^#{1,${level}}\\s`);
  const end = lines.findIndex((line, i) => i > start && next.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}
