import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The typeface of every card: Noto Sans SC has Latin and Simplified Chinese in one design. */
export const FONT_FAMILY = 'Noto Sans SC';
const PACKAGE = '@fontsource/noto-sans-sc';

export type FontWeight = 400 | 700;

/** A part of the font as Fontsource ships it: a file per subset and weight, for one set of code points. */
export interface FontSubset {
  /** `latin`, `119`, … as in the file names. */
  id: string;
  ranges: [number, number][];
}

export interface CardFont {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: 'normal';
}

/** Parses a CSS `unicode-range` value: `U+0000-00FF,U+0131` → `[[0, 255], [305, 305]]`. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** Subsets in the order their glyphs are preferred: Latin first, then the numbered Chinese ones. */
export function parseSubsets(unicodeJson: Record<string, string>): FontSubset[] {
  const subsets = Object.entries(unicodeJson).map(([key, value]) => ({ id: key.replace(/^\[|\]$/g, ''), ranges: parseUnicodeRange(value) }));
  const rank = (id: string) => (id === 'latin' ? 0 : /^\d+$/.test(id) ? 2 : 1);
  return subsets.sort((a, b) => rank(a.id) - rank(b.id));
}

/**
 * The subsets that hold the glyphs of `text`: for each character the first
 * subset whose ranges include it. Characters no subset holds are left out.
 */
export function subsetsFor(text: string, subsets: readonly FontSubset[]): string[] {
  const wanted = new Set<string>();
  for (const char of new Set(text)) {
    const code = char.codePointAt(0)!;
    if (/\s/.test(char)) continue;
    const subset = subsets.find(({ ranges }) => ranges.some(([from, to]) => code >= from && code <= to));
    if (subset) wanted.add(subset.id);
  }
  return subsets.map(({ id }) => id).filter((id) => wanted.has(id));
}

/** The folder of the font package; its `exports` hide package.json, so it is found through a font file. */
export function fontPackageDir(): string {
  return path.resolve(path.dirname(require.resolve(`${PACKAGE}/files/noto-sans-sc-latin-400-normal.woff`)), '..');
}

export function fontPackageVersion(): string {
  return (JSON.parse(readFileSync(path.join(fontPackageDir(), 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Loads the WOFF files (satori reads WOFF, not WOFF2) of the subsets each
 * weight needs for the given texts, and nothing else.
 */
export async function loadFonts(texts: Record<FontWeight, string>): Promise<CardFont[]> {
  const dir = fontPackageDir();
  const subsets = parseSubsets(JSON.parse(await readFile(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>);
  const files = ([400, 700] as const).flatMap((weight) => subsetsFor(texts[weight], subsets).map((id) => ({ id, weight })));
  return Promise.all(
    files.map(async ({ id, weight }) => ({
      name: id === "latin" ? FONT_FAMILY : `${FONT_FAMILY} ${id}`,
      weight,
      style: 'normal' as const,
      data: await readFile(path.join(dir, 'files', `noto-sans-sc-${id}-${weight}-normal.woff`)),
    })),
  );
}
