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
    // Punctuation splits too: tools often colour a part of a sentence, which cuts the string literal there.
    .split(/<[^<>]+>|[,;:!?()]\s|\.\s|\.$/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 3);
}

/** The code of the packages that print the messages: Rsbuild's own packages and Rspack, native binding included. */
export function packageCode(): string {
  const roots = [
    ...fs
      .readdirSync(path.join(ROOT, 'node_modules/@rsbuild'))
      .map((name) => path.join(ROOT, 'node_modules/@rsbuild', name)),
    path.join(ROOT, 'node_modules/@rspack/core/dist'),
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
