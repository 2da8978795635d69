/**
 * Fits a card's text into its box before the card is drawn, so the layout is
 * known in advance: each line becomes its own row, and nothing is left to the
 * renderer's own wrapping, which could run past the edge.
 */

/**
 * Advance widths of Noto Sans SC Bold for U+0020 to U+007E, in thousandths of
 * an em, read from the font's Latin subset (`@fontsource/noto-sans-sc` 5.x).
 */
const BOLD_ASCII = [
  227, 370, 574, 590, 590, 963, 740, 325, 378, 378, 507, 590, 325, 370, 325, 387, 590, 590, 590, 590, 590, 590, 590, 590,
  590, 590, 325, 325, 590, 590, 590, 514, 1007, 641, 681, 656, 714, 615, 585, 717, 757, 330, 568, 686, 578, 853, 749, 770,
  667, 770, 682, 624, 625, 748, 619, 915, 627, 580, 613, 378, 387, 378, 590, 567, 626, 591, 644, 527, 644, 581, 372, 597,
  640, 304, 306, 604, 315, 964, 641, 626, 644, 644, 437, 495, 421, 637, 576, 863, 562, 574, 511, 378, 296, 378, 590,
];

/** CJK ideographs, kana, Hangul and full-width forms: one em wide, and a line may break on either side. */
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
/** Punctuation that never starts a line: it stays with the character before it. */
const NO_LINE_START = /[、。，：；！？）》」』】,.:;!?)\]}]/u;

/** Width of `text` at `fontSize` px in the bold face, an upper bound for the regular one. */
export function textWidth(text: string, fontSize: number): number {
  let thousandths = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code < 0x7f) thousandths += BOLD_ASCII[code - 0x20]!;
    else if (WIDE.test(char)) thousandths += 1000;
    // Accented Latin and the rest: as wide as the widest lower-case letters.
    else thousandths += 650;
  }
  return (thousandths * fontSize) / 1000;
}

/** Chinese has no spaces between words: ICU's dictionary finds them, so a line does not break inside 构建 or 工具. */
const words = new Intl.Segmenter('zh-CN', { granularity: 'word' });

/**
 * Splits text where a line may break: after a run of spaces and between
 * Chinese words. Joining the pieces gives the text back.
 */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const { segment } of words.segment(text)) {
    if (current && NO_LINE_START.test(segment[0]!)) {
      current += segment;
    } else if (WIDE.test(segment)) {
      if (current) pieces.push(current);
      current = segment;
    } else if (/^\s+$/.test(segment)) {
      current += segment;
    } else {
      if (/\s$/.test(current) || WIDE.test(current.slice(-1))) {
        pieces.push(current);
        current = '';
      }
      current += segment;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Splits a piece wider than a line: after `.`, `/` or `-` inside a long name
 * such as `output.cssModules.exportLocalsConvention`, and where a part is
 * still too wide, into runs of characters that fit.
 */
function nameParts(piece: string): string[] {
  return piece.match(/[^./-]*(?:[./-]+|$)/g)!.filter(Boolean);
}

function splitWide(piece: string, fontSize: number, maxWidth: number): string[] {
  return nameParts(piece).flatMap((part) => {
    if (textWidth(part.trimEnd(), fontSize) <= maxWidth) return [part];
    const runs: string[] = [];
    let run = '';
    for (const char of part) {
      if (run && textWidth(run + char, fontSize) > maxWidth) {
        runs.push(run);
        run = '';
      }
      run += char;
    }
    if (run) runs.push(run);
    return runs;
  });
}

/** Greedy line breaking; lines carry no trailing spaces. */
export function wrapText(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const whole of breakPieces(text.trim())) {
    const pieces = textWidth(whole.trimEnd(), fontSize) > maxWidth ? splitWide(whole, fontSize, maxWidth) : [whole];
    for (const piece of pieces) {
      if (line && textWidth((line + piece).trimEnd(), fontSize) > maxWidth) {
        lines.push(line.trimEnd());
        line = '';
      }
      line += piece;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** Shortens a line with an ellipsis until it fits. */
export function ellipsize(line: string, fontSize: number, maxWidth: number): string {
  const chars = [...line];
  while (chars.length && textWidth(`${chars.join('').trimEnd()}…`, fontSize) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

export interface TextBox {
  width: number;
  height: number;
  /** Font sizes to try, largest first. */
  sizes: readonly number[];
  lineHeight: number;
}

export interface FittedText {
  fontSize: number;
  lines: string[];
  /** True when even the smallest size needed more lines than fit, and the last line ends in an ellipsis. */
  truncated: boolean;
}

/**
 * Evens out the lines of a wrapped text, as CSS `text-wrap: balance` does:
 * the narrowest width that still takes no more lines, so a title never
 * ends in a lone word or character.
 */
export function balance(text: string, lineCount: number, fontSize: number, maxWidth: number): string[] {
  if (lineCount < 2) return wrapText(text, fontSize, maxWidth);
  // Never narrower than the widest word, or than the widest part of a name when a word is wider than the line.
  const widest = (parts: string[]) => Math.max(...parts.map((part) => textWidth(part.trimEnd(), fontSize)));
  const pieces = breakPieces(text.trim());
  const floor = widest(pieces) <= maxWidth ? widest(pieces) : widest(pieces.flatMap(nameParts));
  if (floor > maxWidth) return wrapText(text, fontSize, maxWidth);
  let low = floor - 0.01;
  let high = maxWidth;
  while (high - low > 1) {
    const middle = (low + high) / 2;
    if (wrapText(text, fontSize, middle).length <= lineCount) high = middle;
    else low = middle;
  }
  return wrapText(text, fontSize, high);
}

/**
 * The largest size at which the text fits the box whole, with whole words
 * on each line where a line has room for them. Text that fits at no size is
 * set at the smallest one and cut with an ellipsis on the last line.
 */
export function fitText(text: string, box: TextBox): FittedText {
  for (const fontSize of box.sizes) {
    const maxLines = Math.max(1, Math.floor(box.height / (fontSize * box.lineHeight)));
    const lines = wrapText(text, fontSize, box.width);
    // A word cut in the middle is the last resort, taken only at the smallest size.
    const cutsWords = breakPieces(text.trim()).flatMap(nameParts).some((part) => textWidth(part.trimEnd(), fontSize) > box.width);
    if (lines.length <= maxLines && !cutsWords) return { fontSize, lines: balance(text, lines.length, fontSize, box.width), truncated: false };
  }
  const fontSize = box.sizes.at(-1)!;
  const maxLines = Math.max(1, Math.floor(box.height / (fontSize * box.lineHeight)));
  const lines = wrapText(text, fontSize, box.width);
  if (lines.length <= maxLines) return { fontSize, lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(kept[maxLines - 1]!, fontSize, box.width);
  return { fontSize, lines: kept, truncated: true };
}
