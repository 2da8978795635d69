import fs from 'node:fs';
import path from 'node:path';
import { sourceLines } from './markdown-source';

const ROOT = path.resolve(__dirname, '../..');

export interface QuotedMessage {
  file: string;
  line: number;
  text: string;
}

/** Every line of the page's `text` code blocks: the messages the tools print, as the page quotes them. */
export function quotedMessages(file: string, source: string): QuotedMessage[] {
  return sourceLines(source)
    .filter(({ text, block }) => block === 'text' && text.trim() !== '')
    .map(({ line, text }) => ({ file, line, text: text.trim() }));
}

/**
 * The literal pieces of a quoted message: the text between `<placeholder>`
 * parts, which stand for values the tool fills in, and between clauses.
 * Pieces of one or two characters say nothing and are left out.
 */
export function literalPieces(message: string): string[] {
  return message
    // Paths and option names are values too: the tools fill them in or colour them, which cuts the string literal there.
    .replace(/<[^<>]+>/g, '<value>')
    .replace(VALUE, '<value>')
    // Punctuation splits too: tools often colour a part of a sentence, which cuts the string literal there.
    .split(/<[^<>]+>|[,;:!?()]\s|\.\s|\.$/)
    .map((piece) => piece.trim().replace(/^[\s"'`)×⚠]+|[\s"'`(]+$/g, ''))
    .filter((piece) => piece.length >= 3);
}

/**
 * A quoted name (`'User'`), a path with a slash (`./src/title.js`, `src/index.(ts|js)`)
 * or a dotted option name (`source.entry`).
 */
const VALUE = /'[^'\s]+'|(?:\.{0,2}\/)?[\w@.()|*-]*\w[\w@.()|*-]*(?:\/[\w@.()|*-]+)+|\b[a-z]\w*(?:\.[a-z]\w*)+\b(?!\()/g;

/**
 * Messages of other programs that pages quote in `text` blocks: TypeScript
 * diagnostics, React's development warnings and the JavaScript engine's own errors.
 */
const OTHER_PROGRAMS = [/\berror TS\d+:/, /^Warning: /, /^(?:Uncaught )?(?:TypeError|ReferenceError): /, /^Cannot read properties of /];

/** Words that mark a line as a message rather than a file tree, a size table or the content of a file. */
const MESSAGE_WORDS = /error|fail|cannot|can't|could not|not found|unable|does not|aborted|propagation|warn|invalid|unexpected/i;

/** The quoted lines that read as messages of Rsbuild, Rspack or the Module Federation runtime. */
export function toolMessages(messages: QuotedMessage[]): QuotedMessage[] {
  return messages.filter(({ text }) => MESSAGE_WORDS.test(text) && !OTHER_PROGRAMS.some((pattern) => pattern.test(text)));
}

/** The code of the packages that print the messages: Rsbuild's own packages, Rspack (native binding included) and the Module Federation runtime. */
export function packageCode(): string {
  const roots = [
    ...fs
      .readdirSync(path.join(ROOT, 'node_modules/@rsbuild'))
      .map((name) => path.join(ROOT, 'node_modules/@rsbuild', name)),
    path.join(ROOT, 'node_modules/@rspack/core/dist'),
    // The Module Federation runtime that @rspack/core 0.7 loads in the browser.
    ...fs
      .readdirSync(path.join(ROOT, 'node_modules/@module-federation'))
      .map((name) => path.join(ROOT, 'node_modules/@module-federation', name, 'dist')),
    ...fs
      .readdirSync(path.join(ROOT, 'node_modules/@rspack'))
      .filter((name) => name.startsWith('binding-'))
      .map((name) => path.join(ROOT, 'node_modules/@rspack', name)),
  ];
  const files = roots.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(?:c?js|mjs|node)$/.test(name) && !name.includes('node_modules'))
      .map((name) => path.join(root, name)),
  );
  return files.map((file) => fs.readFileSync(file, 'latin1')).join('\n');
}

/** Quoted messages with a piece the packages' code does not contain, as `file:line: piece`. */
export function misquoted(messages: QuotedMessage[], code: string): string[] {
  return messages.flatMap((message) =>
    literalPieces(message.text)
      .filter((piece) => !code.includes(Buffer.from(piece, 'utf8').toString('latin1')))
      .map((piece) => `${message.file}:${message.line}: "${piece}" is not in the code of @rsbuild/* or @rspack/core`),
  );
}
