import fs from 'node:fs';
import path from 'node:path';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { locales } from '../data/locales';
import { site } from '../data/site';
import type { Lang, UiStrings } from '../data/types';
import { docDir, resolveContentLink, type LinkContext } from '../utils/links';
import { isNotableSince } from '../utils/options';
import { routeForDoc } from '../utils/paths';
import { packageManagerCommands, type PackageManager } from './article/components';
import { CALLOUT_TYPES } from './remark-callouts';
import { parseCodeMeta } from './remark-code-block';

/**
 * A page's MDX source as clean Markdown, for readers that are programs: the
 * title as `#`, an option page's facts as a list under it, callouts as
 * blockquotes led by their label, each tab of a group as its own labelled
 * part, code with its language and title, every link absolute to the site.
 * No JSX, no `import` or `export` lines: the site's components become the
 * Markdown that says the same thing.
 */

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  attributes?: unknown;
  data?: { directiveLabel?: boolean; estree?: unknown };
  children?: Node[];
  [key: string]: unknown;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string; data?: { estree?: unknown } };
}

/** What an option page says under its title; the other pages have none of it. */
export interface OptionFacts {
  option?: string | null;
  type?: string | null;
  default?: string | null;
  productionDefault?: string | null;
  unset?: boolean | null;
  since?: string | null;
}

/** A home page's front matter: its hero and feature cards are its content. */
export interface HomeParts {
  hero?: { text?: string | null; tagline?: string | null; actions?: readonly { text: string; link: string }[] | null } | null;
  features?: readonly { title: string; details: string; link?: string | null }[] | null;
}

export interface MarkdownSource {
  /** The MDX body, front matter removed. */
  body: string;
  title: string;
  lang: Lang;
  /** `guide/start/index`: relative links resolve against its folder, anchors against its route. */
  docId: string;
  frontmatter?: (OptionFacts & HomeParts) | null;
  /** The source file; imports of partials resolve against its folder. */
  absolutePath?: string;
  /** Reads a partial's source; the file system by default. */
  readFile?: (absolutePath: string) => string;
}

/** The label of a callout with its own title: `WARNING: Title`, `警告：标题`. */
const LABEL_SEPARATOR: Record<Lang, string> = { en: ': ', zh: '：' };

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze();

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;
const CUSTOM_ID = /\s*\{#[\w-]+\}\s*$/;
/** `import Name from './file.mdx'`: a partial the page shows where it writes `<Name />`. */
const PARTIAL_IMPORT = /import\s+([A-Z]\w*)\s+from\s+['"]([^'"]+\.mdx?)['"]/g;

const text = (value: string): Node => ({ type: 'text', value });
const strong = (children: Node[]): Node => ({ type: 'strong', children });
const paragraph = (children: Node[]): Node => ({ type: 'paragraph', children });

/** A fence long enough for code containing backticks. */
function inlineCode(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

function parse(markdown: string): Node {
  return processor.parse(markdown) as unknown as Node;
}

/** Inline markdown (a tab label, a badge) as phrasing nodes. */
function inline(markdown: string): Node[] {
  const first = parse(markdown).children?.[0];
  return first?.type === 'paragraph' ? first.children ?? [] : [text(markdown)];
}

function attributeList(node: Node): JsxAttribute[] {
  return Array.isArray(node.attributes) ? (node.attributes as JsxAttribute[]) : [];
}

/** A JSX attribute's string value: `label="x"`, or `label={'x'}`. */
function stringAttribute(node: Node, name: string): string | undefined {
  const attribute = attributeList(node).find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  const value = attribute?.value;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const literal = /^\s*(['"`])([^'"`]*)\1\s*$/.exec(value.value);
    if (literal) return literal[2];
  }
  return undefined;
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** `command={{ npm: '…', yarn: '…' }}`: an object literal of strings, read from its syntax tree. */
function objectAttribute(node: Node, name: string): Record<string, string> | undefined {
  const attribute = attributeList(node).find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  const value = attribute?.value;
  if (!value || typeof value !== 'object') return undefined;
  const program = value.data?.estree as { body?: { expression?: EstreeNode }[] } | undefined;
  const expression = program?.body?.[0]?.expression;
  if (expression?.type !== 'ObjectExpression') return undefined;
  const result: Record<string, string> = {};
  for (const property of expression.properties as EstreeNode[]) {
    const key = property.key as { name?: string; value?: unknown } | undefined;
    const keyName = key?.name ?? (typeof key?.value === 'string' ? key.value : undefined);
    const propertyValue = property.value as { type: string; value?: unknown } | undefined;
    if (keyName && propertyValue?.type === 'Literal' && typeof propertyValue.value === 'string') result[keyName] = propertyValue.value;
  }
  return result;
}

/** `**TIP**` or `**WARNING: Title**`, in the page's language. */
function calloutBlock(type: string, title: Node[] | null, body: Node[], lang: Lang, ui: UiStrings): Node {
  const label = ui.callout[type as keyof UiStrings['callout']] ?? type;
  const heading = title?.length ? strong([text(`${label}${LABEL_SEPARATOR[lang]}`), ...title]) : strong([text(label)]);
  return { type: 'blockquote', children: [paragraph([heading]), ...body] };
}

/** A directive nobody handles goes back to the text it was written as, as the article does. */
function directiveAsText(node: Node): Node {
  const marker = node.type === 'textDirective' ? ':' : '::';
  const label = node.children?.length ? `[${node.children.map(plainText).join('')}]` : '';
  return text(`${marker}${node.name ?? ''}${label}`);
}

function plainText(node: Node): string {
  return node.value ?? (node.children ?? []).map(plainText).join('');
}

interface Context {
  lang: Lang;
  ui: UiStrings;
  links: LinkContext;
  route: string;
  /** Partials by the name the page imports them as. */
  partials: Map<string, Node[]>;
  absolutePath?: string;
  readFile: (absolutePath: string) => string;
  /** Partials being inlined, so one that imports itself stops. */
  inlining: Set<string>;
}

/** A site link made absolute: pages get the language prefix, anchors the page's own URL. */
function absoluteUrl(url: string, context: Context): string {
  if (url.startsWith('#')) return `${site.siteUrl}${context.route}${url}`;
  const link = resolveContentLink(url, context.links);
  if (link.kind === 'internal' || link.kind === 'file') return `${site.siteUrl}${link.href}`;
  return link.href;
}

/** Reads the partials a body imports, each turned into Markdown nodes already. */
function collectPartials(tree: Node, context: Context): void {
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm' || !context.absolutePath) continue;
    for (const [, name, specifier] of (node.value ?? '').matchAll(PARTIAL_IMPORT)) {
      if (!specifier!.startsWith('.')) continue;
      const file = path.resolve(path.dirname(context.absolutePath), specifier!);
      if (context.inlining.has(file)) throw new Error(`${file} imports itself`);
      const source = context.readFile(file).replace(FRONT_MATTER, '');
      const inner: Context = { ...context, partials: new Map(), absolutePath: file, inlining: new Set([...context.inlining, file]) };
      const partialTree = parse(source);
      collectPartials(partialTree, inner);
      context.partials.set(name!, transformChildren(partialTree.children ?? [], inner));
    }
  }
}

function transformChildren(children: Node[], context: Context): Node[] {
  return children.flatMap((child) => transform(child, context));
}

/** One node of the MDX tree as the Markdown nodes that say the same. */
function transform(node: Node, context: Context): Node[] {
  const children = () => transformChildren(node.children ?? [], context);
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'heading': {
      const inner = children();
      const last = inner[inner.length - 1];
      // A copy without the custom id: the tree may be the one an article is rendered from.
      if (last?.type === 'text' && CUSTOM_ID.test(last.value!)) {
        const value = last.value!.replace(CUSTOM_ID, '');
        if (value) inner[inner.length - 1] = { ...last, value };
        else inner.pop();
      }
      return [{ ...node, children: inner }];
    }
    case 'link':
    case 'definition':
    case 'image':
      return [{ ...node, url: absoluteUrl(node.url ?? '', context), ...(node.children && { children: children() }) }];
    case 'code': {
      const { title } = parseCodeMeta(node.meta);
      return [{ type: 'code', lang: node.lang ?? null, meta: title ? `title="${title}"` : null, value: node.value ?? '' }];
    }
    case 'containerDirective': {
      if (!(CALLOUT_TYPES as readonly string[]).includes(node.name ?? '')) return children();
      const [first, ...rest] = node.children ?? [];
      const hasLabel = first?.data?.directiveLabel === true;
      const attributes = (node.attributes ?? {}) as Record<string, string | null | undefined>;
      const title = hasLabel ? transformChildren(first!.children ?? [], context) : attributes.title ? inline(attributes.title) : null;
      return [calloutBlock(node.name!, title, transformChildren(hasLabel ? rest : node.children ?? [], context), context.lang, context.ui)];
    }
    case 'leafDirective':
      return [paragraph([directiveAsText(node)])];
    case 'textDirective':
      return [directiveAsText(node)];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return component(node, context);
    default:
      return [node.children ? { ...node, children: children() } : node];
  }
}

/** The site's MDX components, and any other JSX, as Markdown. */
function component(node: Node, context: Context): Node[] {
  const children = () => transformChildren(node.children ?? [], context);
  const flow = node.type === 'mdxJsxFlowElement';
  const name = node.name ?? '';
  const partial = context.partials.get(name);
  if (partial) return structuredClone(partial);

  switch (name) {
    case 'PackageManagerTabs': {
      const command = stringAttribute(node, 'command') ?? (objectAttribute(node, 'command') as Partial<Record<PackageManager, string>>) ?? '';
      const items = packageManagerCommands(command).map(([manager, line]) => ({
        type: 'listItem',
        spread: false,
        children: [paragraph([text(`${manager}: `), { type: 'inlineCode', value: line }])],
      }));
      return [{ type: 'list', ordered: false, spread: false, children: items }];
    }
    case 'Tabs':
      return children();
    case 'Tab': {
      const label = stringAttribute(node, 'label');
      return [...(label ? [paragraph([strong(inline(label))])] : []), ...children()];
    }
    case 'Steps':
      return children();
    case 'Callout': {
      const type = stringAttribute(node, 'type') ?? 'tip';
      const title = stringAttribute(node, 'title');
      return [calloutBlock(type, title ? inline(title) : null, children(), context.lang, context.ui)];
    }
    case 'Badge': {
      const label = stringAttribute(node, 'text');
      const inner = label !== undefined ? inline(label) : children();
      const badge = strong(inner);
      return flow ? [paragraph([badge])] : [badge];
    }
    case 'br':
      return flow ? [] : [{ type: 'break' }];
    default:
      // Any other element shows its content, as HTML would.
      return children();
  }
}

/** `` `value` ``, or how the option page says it has none of its own. */
function defaultValue(facts: OptionFacts, ui: UiStrings): string {
  const value = facts.productionDefault
    ? ui.option.perMode.replace('{development}', inlineCode(facts.default ?? '')).replace('{production}', inlineCode(facts.productionDefault))
    : inlineCode(facts.default ?? '');
  return facts.unset ? ui.option.unset.replace('{value}', value) : value;
}

/** Type, default and "since" of a config option, the facts the page shows under its title. */
function optionFactsMarkdown(facts: OptionFacts | null | undefined, lang: Lang, ui: UiStrings): string {
  if (!facts?.type || facts.default == null) return '';
  const separator = LABEL_SEPARATOR[lang];
  const lines = [`- ${ui.option.type}${separator}${inlineCode(facts.type)}`, `- ${ui.option.default}${separator}${defaultValue(facts, ui)}`];
  if (isNotableSince(facts.since)) lines.push(`- ${ui.option.since}${separator}v${facts.since}`);
  return `${lines.join('\n')}\n\n`;
}

/** The hero's tagline and actions and each feature card, as Markdown the body is prefixed with. */
function homeMarkdown(parts: HomeParts | null | undefined): string {
  const blocks: string[] = [];
  const { hero, features } = parts ?? {};
  if (hero?.tagline) blocks.push(hero.tagline);
  if (hero?.actions?.length) blocks.push(hero.actions.map((action) => `- [${action.text}](${action.link})`).join('\n'));
  for (const feature of features ?? []) {
    blocks.push(feature.link ? `## [${feature.title}](${feature.link})` : `## ${feature.title}`, feature.details);
  }
  return blocks.map((block) => `${block}\n\n`).join('');
}

/** The title as a Markdown heading; characters that would start other syntax are escaped. */
function titleHeading(title: string): string {
  return `# ${title.replace(/([\\`*_[\]<>])/g, '\\$1')}`;
}

/** What the Markdown of a page's body depends on besides its syntax tree. */
export type BodySource = Pick<MarkdownSource, 'lang' | 'docId' | 'absolutePath' | 'readFile'>;

/**
 * The Markdown of an MDX body from its syntax tree, as remark-mdx, GFM and
 * directives parse it; the tree is left as it was. Throws with the file's
 * name (and the place in its body) when a part of it cannot be written.
 */
export function bodyMarkdown(tree: unknown, source: BodySource): string {
  const context: Context = {
    lang: source.lang,
    ui: locales[source.lang].ui,
    links: { lang: source.lang, dir: docDir(source.docId) },
    route: routeForDoc(source.docId, source.lang),
    partials: new Map(),
    absolutePath: source.absolutePath,
    readFile: source.readFile ?? ((file) => fs.readFileSync(file, 'utf8')),
    inlining: new Set(source.absolutePath ? [source.absolutePath] : []),
  };
  try {
    const root = tree as Node;
    collectPartials(root, context);
    return toMarkdown({ type: 'root', children: transformChildren(root.children ?? [], context) } as never, {
      extensions: [gfmToMarkdown({ tablePipeAlign: false })],
      bullet: '-',
      // Two lists in a row (install commands, say) take turns with their bullets rather than be split by an HTML comment.
      bulletOther: '*',
      bulletOrderedOther: ')',
      listItemIndent: 'one',
      fences: true,
      rule: '-',
    }).trim();
  } catch (error) {
    throw markdownError(source, error);
  }
}

function markdownError(source: BodySource, error: unknown): Error {
  const where = source.absolutePath ? path.relative(process.cwd(), source.absolutePath) : source.docId;
  return new Error(`${where}: cannot write Markdown: ${(error as Error).message ?? String(error)}`);
}

/** Whether a page's Markdown starts with parts of its front matter (a home page's hero and features) rather than its body alone. */
export const leadsWithFrontMatter = (frontmatter: MarkdownSource['frontmatter']) => homeMarkdown(frontmatter) !== '';

/** A page's Markdown from its body's: the title, then an option page's facts, then the body. */
export function assembleMarkdown(source: Pick<MarkdownSource, 'title' | 'lang' | 'frontmatter'>, body: string): string {
  const facts = optionFactsMarkdown(source.frontmatter, source.lang, locales[source.lang].ui);
  return `${titleHeading(source.title)}\n\n${facts}${body ? `${body}\n` : ''}`;
}

/** The page as Markdown. Throws with the file's name (and the place in its body) when its MDX cannot be read. */
export function pageMarkdown(source: MarkdownSource): string {
  let tree: Node;
  try {
    tree = parse(homeMarkdown(source.frontmatter) + source.body.replace(FRONT_MATTER, ''));
  } catch (error) {
    throw markdownError(source, error);
  }
  return assembleMarkdown(source, bodyMarkdown(tree, source));
}
