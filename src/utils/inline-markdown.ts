export type InlineToken =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'strong'; children: InlineToken[] }
  | { type: 'em'; children: InlineToken[] };

const PATTERN = /(`+)([^`]+?)\1|\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|\b_(.+?)_\b/;

/**
 * Splits a label into text, `code`, **strong** and *emphasis* (also `__`
 * and `_`), the inline markdown that labels such as tab names and callout
 * titles may use. Anything else stays text.
 */
export function parseInlineMarkdown(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let rest = text;
  while (rest) {
    const match = PATTERN.exec(rest);
    if (!match) {
      tokens.push({ type: 'text', value: rest });
      break;
    }
    if (match.index > 0) tokens.push({ type: 'text', value: rest.slice(0, match.index) });
    const [whole, , code, strong, strongAlt, em, emAlt] = match;
    if (code !== undefined) tokens.push({ type: 'code', value: code });
    else if (strong !== undefined || strongAlt !== undefined) {
      tokens.push({ type: 'strong', children: parseInlineMarkdown(strong ?? strongAlt!) });
    } else tokens.push({ type: 'em', children: parseInlineMarkdown(em ?? emAlt!) });
    rest = rest.slice(match.index + whole.length);
  }
  return tokens;
}
