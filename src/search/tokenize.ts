import { normalizeText } from './normalize';

/** A character of the scripts written without spaces between words. */
export const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN = new RegExp(`(${CJK_CHAR.source}+)`, 'u');
export const WORD = /[\p{L}\p{N}]+/gu;
/** The parts of a camelCase word: `HTMLPlugin` gives `HTML` and `Plugin`. */
export const CAMEL_PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

/** Each character of a CJK run, then each pair of neighbours: `热更新` gives 热 更 新 热更 更新. */
export function cjkTerms(run: string): string[] {
  const chars = [...normalizeText(run)];
  return [...chars, ...chars.slice(1).map((char, i) => chars[i]! + char)];
}

/**
 * Index and query terms, normalised. Words split on anything that is not a
 * letter or a digit, and a camelCase word also gives its parts (unless
 * `camelParts` is off): `output.dataUriLimit` gives `output`,
 * `dataurilimit`, `data`, `uri` and `limit`. CJK text, which does not space
 * its words, gives its characters and (unless `cjkPairs` is off) its
 * character pairs: a query of one character still finds every page holding
 * it, and a page where the characters of a longer query stand together, as
 * a word, ranks above one where they are scattered.
 */
export function tokenize(text: string, { camelParts = true, cjkPairs = true } = {}): string[] {
  const tokens: string[] = [];
  text.split(CJK_RUN).forEach((segment, index) => {
    if (index % 2 === 1) {
      tokens.push(...(cjkPairs ? cjkTerms(segment) : normalizeText(segment)));
      return;
    }
    for (const [word] of segment.matchAll(WORD)) {
      tokens.push(normalizeText(word));
      const parts = camelParts ? word.match(CAMEL_PART) ?? [] : [];
      if (parts.length > 1) parts.forEach((part) => tokens.push(normalizeText(part)));
    }
  });
  return tokens;
}
