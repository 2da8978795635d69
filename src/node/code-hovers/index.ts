import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { site } from '../../data/site';
import { codeDigest } from '../code-digest';
import { parseCodeMeta } from '../remark-code-block';
import { exampleKind, type ExampleKind } from './examples';
import { readHoverLinks, type HoverLinks } from './links';
import { blockDigest, HoverService, type ExampleBlock, type Hover } from './service';

/**
 * The type hovers of a page's code examples, for the article renderer:
 * `remarkCodeHovers` gives every compiled `ts`, `tsx`, `js` and `jsx` block
 * its hovers as the `hovers` attribute of its `<CodeBlock>`, and the block
 * writes them into Prism's markup (./markup.ts).
 *
 * Each block's hovers are computed once per build for both languages and
 * kept in `.cache/code-hovers/`, by the block's code digest, the versions
 * of TypeScript and @rsbuild/core and the site's build code. The language
 * service starts at the first block that is not cached, with every
 * compiled block of the content folder in its one program.
 * `RSBUILD_DOCS_HOVERS=off` leaves the blocks without hovers (for the
 * benchmark's comparison).
 */

const LANGS = new Set(['ts', 'tsx', 'js', 'jsx']);
const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

export function hoversEnabled(): boolean {
  return process.env.RSBUILD_DOCS_HOVERS !== 'off';
}

/** The kind of a fenced block, if it is compiled and can carry hovers. */
export function hoverKind(lang: string | null | undefined, title: string | undefined): ExampleKind | null {
  return lang && LANGS.has(lang) ? exampleKind(title) : null;
}

/** Every compiled block of the MDX files under a folder, as remark reads their code. */
export function contentBlocks(dir: string): ExampleBlock[] {
  const blocks: ExampleBlock[] = [];
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
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

let service: HoverService | undefined;
let links: HoverLinks | undefined;
const known = new Map<string, Hover[]>();

function contentDir(root: string): string {
  return path.join(root, site.contentDir);
}

function cacheFile(root: string, digest: string, pages: HoverLinks): string {
  const { version: core } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@rsbuild/core/package.json'), 'utf8')) as { version: string };
  return path.join(root, '.cache', 'code-hovers', `${digest}-ts${ts.version}-core${core}-${codeDigest(root)}-${pages.digest}.json`);
}

/** The hovers of one compiled block. */
export function blockHovers(block: ExampleBlock, root = process.cwd()): Hover[] {
  const digest = blockDigest(block);
  const remembered = known.get(digest);
  if (remembered) return remembered;
  links ??= readHoverLinks(path.join(contentDir(root), 'en'));
  const file = cacheFile(root, digest, links);
  let hovers: Hover[];
  if (fs.existsSync(file)) {
    hovers = JSON.parse(fs.readFileSync(file, 'utf8')) as Hover[];
  } else {
    if (!service) {
      service = new HoverService(root, links);
      service.add(contentBlocks(contentDir(root)));
    }
    hovers = service.hovers(block);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(hovers));
  }
  known.set(digest, hovers);
  return hovers;
}

interface MdastNode {
  type: string;
  name?: string;
  lang?: string | null;
  value?: string;
  attributes?: { type: string; name: string; value: unknown }[];
  children?: MdastNode[];
}

/**
 * Runs after `remarkCodeBlock`: each `<CodeBlock>` of a compiled example
 * gets its hovers, as JSON, in a `hovers` attribute.
 */
export function remarkCodeHovers() {
  return (tree: MdastNode): void => {
    if (!hoversEnabled()) return;
    const walk = (node: MdastNode) => {
      for (const child of node.children ?? []) {
        if (child.type === 'mdxJsxFlowElement' && child.name === 'CodeBlock') {
          const attribute = (name: string) => child.attributes?.find((entry) => entry.name === name)?.value;
          const code = child.children?.[0];
          const kind = hoverKind(attribute('lang') as string, attribute('title') as string | undefined);
          if (kind && code?.type === 'code' && code.value !== undefined) {
            const hovers = blockHovers({ code: code.value, kind });
            child.attributes!.push({ type: 'mdxJsxAttribute', name: 'hovers', value: JSON.stringify(hovers) });
          }
          continue;
        }
        walk(child);
      }
    };
    walk(tree);
  };
}
