/**
 * Where a code name may break across lines: after a dot or an opening
 * bracket, before `|`, and between the parts of a camelCase word
 * (`remove|Moment|Locale`, `Swc|Js|Minimizer`), never inside a part.
 */
const BREAK = /(?<=\.)(?=[\p{L}_$])|(?<=[[(<{,/])(?=[^\])>}])|(?<=\S)(?=\|)|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/gu;

/** A word that reads as a code name: no spaces, and a dot or a camelCase hump in it. */
const CODE_NAME = /^[\w$.[\]()<>{}'",;:?|/-]+$/;
const HAS_PARTS = /\.[\p{L}_$]|[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;

/** The pieces of `text` between its break opportunities; prose and words without parts stay whole. */
export function nameParts(text: string): string[] {
  return text.split(/(\s+)/).flatMap((word) => (CODE_NAME.test(word) && HAS_PARTS.test(word) ? word.split(BREAK) : [word]));
}
