/**
 * The hooks of the article markup: the build renders them
 * (src/node/article/components.tsx) and the browser enhances what they mark
 * (src/browser/article.ts). One list, so the two sides cannot drift.
 */
export const ARTICLE = {
  /** The element holding a page's rendered article. */
  root: '[data-article]',
  codeBlock: '.code-block',
  /** A code block's copy button; its labels ride along as data attributes. */
  copyButton: '.code-copy',
  copyStatus: '.code-copy-status',
  /** A name of a compiled example with its type panel (src/node/code-hovers/markup.ts). */
  codeHover: '.hv',
  codeHoverPanel: '.hv-tip',
  tabs: '.tabs',
  tab: '[role="tab"]',
  /** A table's scrolling frame, made a tab stop only while it overflows. */
  tableFrame: '.table-frame',
} as const;

/** How long a copy button shows that it copied. */
export const COPIED_MS = 2000;

/** Where `gatsby develop` sends the HTML of an article the moment its MDX is saved. */
export const ARTICLE_EDITS_PATH = '/__article-edits';

/** One event on that stream: the article of a route as saved, or what keeps it from showing (messages that start with `file:line:column`). */
export type ArticleEdit = { path: string; html: string } | { path: string; problems: string[] };
