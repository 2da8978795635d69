/**
 * Reads the `rsbuild` command lines a page shows, in code blocks and inline
 * code, and the commands and flags the pinned CLI defines, from its own
 * `--help` output.
 */

import { sourceLines } from './markdown-source';

export interface CliUsage {
  file: string;
  line: number;
  /** The command, or null for `rsbuild --version` and other root flags. */
  command: string | null;
  flags: string[];
}

/** `rsbuild` as a command: not part of a package name, a path or `DEBUG=rsbuild,other`. */
const INVOCATION = /(?<![\w=/@.:,-])rsbuild(?![\w@./:-])((?:\s+[^\s`"'|;&)]+)*)/g;
const INLINE_CODE = /`([^`]+)`/g;
const COMMAND_NAME = /^[a-z][a-z-]*$/;
/** Code blocks where command lines are written: shell sessions, and package.json scripts. */
const COMMAND_BLOCK = /^(?:bash|sh|shell|zsh|console|json|jsonc)$/;

function usageOf(file: string, line: number, args: string): CliUsage {
  const tokens = args.split(/\s+/).filter(Boolean);
  const first = tokens[0];
  const command = first && !first.startsWith('-') ? first : null;
  const flags = tokens.filter((token) => token.startsWith('-')).map((token) => token.split('=')[0]!);
  return { file, line, command, flags };
}

/** Every `rsbuild …` invocation written in inline code, shell blocks and JSON blocks, with its line. */
export function cliUsages(file: string, source: string): CliUsage[] {
  const usages: CliUsage[] = [];
  for (const { line, text, block } of sourceLines(source)) {
    if (block !== null && !COMMAND_BLOCK.test(block)) continue;
    const pieces = block !== null ? [text] : [...text.matchAll(INLINE_CODE)].map((match) => match[1]!);
    for (const piece of pieces) {
      for (const match of piece.matchAll(INVOCATION)) {
        const usage = usageOf(file, line, match[1] ?? '');
        // Log output such as `rsbuild 23:02:45 init plugins` starts with the same word; a command is a name.
        if (usage.command === null || COMMAND_NAME.test(usage.command)) usages.push(usage);
      }
    }
  }
  return usages;
}

export interface CliDefinition {
  /** Flags of the root command, such as `--version`. */
  root: string[];
  /** Flags of each command, short and long forms. */
  commands: Record<string, string[]>;
}

/** The flags listed under `Options:` in a `--help` text. */
export function helpFlags(help: string): string[] {
  const options = help.split(/\n\s*\n/).find((block) => block.trimStart().startsWith('Options:')) ?? '';
  return options
    .split('\n')
    .slice(1)
    .flatMap((entry) => [...entry.trim().replace(/\s{2,}.*$/, '').matchAll(/(?:^|[\s,])(--?[\w-]+)/g)].map((match) => match[1]!));
}

/** The command names listed under `Commands:` in the root `--help` text. */
export function helpCommands(help: string): string[] {
  const commands = help.split(/\n\s*\n/).find((block) => block.trimStart().startsWith('Commands:')) ?? '';
  return commands
    .split('\n')
    .slice(1)
    .map((entry) => entry.trim().split(/\s+/)[0]!)
    .filter(Boolean);
}

/** What is wrong with each usage, as `file:line: message`. */
export function cliProblems(usages: CliUsage[], cli: CliDefinition): string[] {
  return usages.flatMap((usage) => {
    const where = `${usage.file}:${usage.line}`;
    if (usage.command !== null && !(usage.command in cli.commands)) return [`${where}: rsbuild has no command "${usage.command}"`];
    const known = usage.command === null ? cli.root : cli.commands[usage.command]!;
    return usage.flags
      .filter((flag) => !known.includes(flag))
      .map((flag) => `${where}: rsbuild ${usage.command ?? ''}${usage.command ? ' ' : ''}has no flag ${flag}`);
  });
}
