import GithubSlugger from 'github-slugger';
import { CELL_SEPARATOR } from '../search/search';

export interface TocEntry {
  text: string;
  id: string;
  depth: number;
  /** Offset of the heading in the page's plain text; -1 when not located. */
  charIndex: number;
}

export interface MarkdownText {
  /** Headings of depth 2 to 4, in document order. */
  toc: TocEntry[];
  /** Readable text of the page: no code, markup, imports or components. */
  text: string;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const CUSTOM_ID = /^(.*?)\s*\{#([\w-]+)\}$/;
const ESM = /^(import|export)\s/;
const JSX_LINE = /^\s*<\/?[A-Za-z][^>]*>\s*$/;
/** The first line of a component whose attributes continue on the next lines. */
const JSX_OPEN = /^\s*<[A-Z][\w.]*(?:\s[^>]*)?$/;
const JSX_CLOSE = /\/?>\s*$/;
/** `:::tip`, `:::details[Summary]` and the closing `:::`; the label is text. */
const DIRECTIVE = /^\s*:::\s*[\w-]*(?:\[(.*)\])?/;
const TABLE_ROW = /^\s*\|/;
const TABLE_DELIMITER_CELL = /^:?-+:?$/;

/** Markup outside code spans reduced to its text. */
function plainSegment(markdown: string): string {
  return markdown
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/\*(.+?)\*/g, '$1')
    .replace(/(^|[^\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])/gu, '$1$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * A GFM table row with its cells kept apart by a middle dot, so that a
 * search snippet taken from a table still shows where one cell ends.
 * The delimiter row under the header gives nothing.
 */
function tableRowText(line: string): string {
  const cells = line
    .trim()
    .replace(/^\||(?<!\\)\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
  if (cells.every((cell) => TABLE_DELIMITER_CELL.test(cell))) return '';
  return cells
    .map((cell) => inlineText(cell.replace(/\\\|/g, '|')).trim())
    .filter(Boolean)
    .join(CELL_SEPARATOR);
}

/**
 * Inline markdown to the text a reader sees, as mdast-util-to-string gives
 * it: code spans keep their content as written, links and images keep
 * their label, emphasis and escapes disappear (`node_modules` stays whole).
 */
export function inlineText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/(`+)([\s\S]*?)\1(?!`)/)
    .map((part, i) => (i % 3 === 2 ? part : i % 3 === 1 ? '' : plainSegment(part)))
    .join('');
}

/**
 * Reads the headings and readable text of an MDX body. Heading ids follow
 * gatsby-remark-autolink-headers exactly (`{#id}` suffixes, otherwise
 * github-slugger over every heading in order), so outline links match the
 * rendered anchors.
 */
export function readMarkdown(body: string): MarkdownText {
  const slugger = new GithubSlugger();
  const toc: TocEntry[] = [];
  const parts: string[] = [];
  let length = 0;
  let fence: string | null = null;
  let inTag = false;

  const push = (text: string) => {
    if (!text) return;
    parts.push(text);
    length += text.length + 1;
  };

  for (const line of body.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      continue;
    }
    if (inTag) {
      inTag = !JSX_CLOSE.test(line);
      continue;
    }
    if (JSX_OPEN.test(line)) {
      inTag = true;
      continue;
    }
    if (ESM.test(line) || JSX_LINE.test(line)) continue;
    const directive = DIRECTIVE.exec(line);
    if (directive) {
      push(inlineText(directive[1] ?? ''));
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const depth = heading[1]!.length;
      let text = inlineText(heading[2]!);
      const custom = CUSTOM_ID.exec(text);
      let id: string;
      if (custom && custom[1]) {
        text = custom[1];
        id = custom[2]!;
      } else {
        id = slugger.slug(text);
      }
      if (depth >= 2 && depth <= 4) toc.push({ text, id, depth, charIndex: length });
      push(text);
      continue;
    }

    if (TABLE_ROW.test(line)) {
      push(tableRowText(line));
      continue;
    }
    push(inlineText(line.replace(/^\s*(?:[-*+]|\d+\.|>)\s*/, '')).trim());
  }

  return { toc, text: parts.join('\n') };
}
