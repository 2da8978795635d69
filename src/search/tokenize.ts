import { normalizeText } from './normalize';

/** Scripts written without spaces between words. */
const CJK_RUN = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+)/u;
const WORD = /[\p{L}\p{N}]+/gu;
const CAMEL_PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

/**
 * Index and query terms, normalised. Words split on anything that is not a
 * letter or a digit, and a camelCase word also gives its parts (unless
 * `camelParts` is off): `output.dataUriLimit` gives `output`,
 * `dataurilimit`, `data`, `uri` and `limit`. CJK text, which does not space
 * its words, gives one term per character; search then keeps only pages
 * that hold the query as typed, so any Chinese query finds the pages that
 * contain it.
 */
export function tokenize(text: string, { camelParts = true } = {}): string[] {
  const tokens: string[] = [];
  text.split(CJK_RUN).forEach((segment, index) => {
    if (index % 2 === 1) {
      tokens.push(...normalizeText(segment));
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
