const COMBINING_MARK = /[\u0300-\u036f]/;
const CYRILLIC = /[\u0400-\u052f]/;

function normalizeChar(char: string): string {
  const decomposed = char.normalize('NFD');
  const base = decomposed[0] ?? '';
  // Cyrillic letters such as й keep their marks: without them they are other letters.
  const stripped = CYRILLIC.test(base) ? decomposed : decomposed.replace(new RegExp(COMBINING_MARK.source, 'g'), '');
  return stripped.normalize('NFC').toLowerCase();
}

/** Joiners in names such as `html.template` or `css-modules`, matched as spaces. */
const JOINER = /[._\-/]/;

/**
 * Lowercases, strips accents except in Cyrillic, and reads the joiners of
 * names (`.`, `_`, `-`, `/`) as spaces, so `html template` finds
 * `html.template`. Each UTF-16 unit of the input maps to exactly one unit
 * of the output, so a match found in the normalised text has the same
 * position in the original one.
 */
export function normalizeText(text: string): string {
  let normalized = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      normalized += JOINER.test(text[i]!) ? ' ' : text[i]!.toLowerCase();
      continue;
    }
    const isPair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length;
    const unit = isPair ? text.slice(i, i + 2) : text[i]!;
    const result = normalizeChar(unit);
    // Keep positions aligned when a character changes length (İ → i̇, say).
    normalized += result.length === unit.length ? result : unit.length === 1 ? result[0] ?? unit : unit;
    if (isPair) i += 1;
  }
  return normalized;
}
