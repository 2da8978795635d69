import fs from 'node:fs';
import path from 'node:path';
import { parseCodeMeta } from '../remark-code-block';
import { exampleKind, type ExampleKind } from './examples';
import type { ExampleBlock } from './block';

const LANGS = new Set(['ts', 'tsx', 'js', 'jsx']);
const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** The kind of a fenced block, if it is compiled and can carry hovers. */
export function hoverKind(lang: string | null | undefined, title: string | undefined): ExampleKind | null {
  return lang && LANGS.has(lang) ? exampleKind(title) : null;
}

/** Every compiled block of the MDX files under a folder, as remark reads their code. */
export function contentBlocks(dir: string): ExampleBlock[] {
  const blocks: ExampleBlock[] = [];
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.mdx?$/.test(name)) continue;
    const lines = fs.readFileSync(path.join(dir, name), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i += 1) {
      const open = FENCE.exec(lines[i]!);
      if (!open) continue;
      const [, indent, fence, info] = open as unknown as [string, string, string, string];
      const end = lines.findIndex((line, j) => j > i && line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '');
      const close = end === -1 ? lines.length : end;
      const [lang, ...meta] = info.trim().split(/\s+/);
      const kind = hoverKind(lang, parseCodeMeta(meta.join(' ')).title);
      if (kind) {
        const outdent = new RegExp(`^ {0,${indent.length}}`);
        blocks.push({ code: lines.slice(i + 1, close).map((line) => line.replace(outdent, '')).join('\n'), kind });
      }
      i = close;
    }
  }
  return blocks;
}
