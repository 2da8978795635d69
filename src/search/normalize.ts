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
 * What `normalizeText` may change: runs of ASCII capitals, joiners, and
 * runs of characters beyond ASCII, except CJK characters and kana
 * (U+3000 to U+9FFF), which it leaves as they are.
 */
const TO_NORMALIZE = /[A-Z]+|[._\-/]|[^\x00-\x7f\u3000-\u9fff]+/g;
const units = new Map<string, string>();

/** A character outside ASCII (one UTF-16 unit, or a surrogate pair), normalised to the same length. */
function normalizeUnit(unit: string): string {
  let normalized = units.get(unit);
  if (normalized === undefined) {
    const result = normalizeChar(unit);
    // Keep positions aligned when a character changes length (İ → i̇, say).
    normalized = result.length === unit.length ? result : unit.length === 1 ? result[0] ?? unit : unit;
    units.set(unit, normalized);
  }
  return normalized;
}

/**
 * Lowercases, strips accents except in Cyrillic, and reads the joiners of
 * names (`.`, `_`, `-`, `/`) as spaces, so `html template` finds
 * `html.template`. Each UTF-16 unit of the input maps to exactly one unit
 * of the output, so a match found in the normalised text has the same
 * position in the original one.
 */
export function normalizeText(text: string): string {
  return text.replace(TO_NORMALIZE, (run) => {
    if (JOINER.test(run)) return ' ';
    if (run.charCodeAt(0) < 0x80) return run.toLowerCase();
    let normalized = '';
    for (let i = 0; i < run.length; i += 1) {
      const code = run.charCodeAt(i);
      const isPair = code >= 0xd800 && code <= 0xdbff && i + 1 < run.length;
      normalized += normalizeUnit(isPair ? run.slice(i, i + 2) : run[i]!);
      if (isPair) i += 1;
    }
    return normalized;
  });
}
