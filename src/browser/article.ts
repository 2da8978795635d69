import { navigate } from 'gatsby';
import { ARTICLE, COPIED_MS } from '../utils/article-markup';
import { onHoverFocus, onHoverKey, onHoverPointer, onHoverScroll } from './code-hovers';
import { watchTableFrames } from './table-frames';

/**
 * The interactive parts of an article. The article arrives as static HTML
 * that React never hydrates, so its copy buttons, tabs, wide tables and
 * links are wired here: one set of listeners on the document, which works
 * for whatever article is shown, however it got there.
 */

const TAB_STORAGE_PREFIX = 'rsbuild-tabs:';
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

interface LoaderWindow extends Window {
  ___loader?: { hovering?: (path: string) => void };
}

const copyTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function showCopied(button: HTMLElement, copied: boolean): void {
  const label = copied ? button.dataset.copiedLabel : button.dataset.label;
  if (copied) button.dataset.copied = '';
  else delete button.dataset.copied;
  if (label) button.setAttribute('aria-label', label);
  const status = button.querySelector(ARTICLE.copyStatus);
  if (status) status.textContent = copied ? label ?? '' : '';
}

/** The code of a block, without the text of its type panels. */
function codeOf(block: Element | null): string {
  const code = block?.querySelector('code')?.cloneNode(true) as Element | undefined;
  code?.querySelectorAll(ARTICLE.codeHoverPanel).forEach((panel) => panel.remove());
  return code?.textContent ?? '';
}

async function copyCode(button: HTMLElement): Promise<void> {
  const code = codeOf(button.closest(ARTICLE.codeBlock));
  try {
    await navigator.clipboard.writeText(code);
  } catch {
    // Without clipboard access there is nothing to report; the code stays selectable.
    return;
  }
  clearTimeout(copyTimers.get(button));
  showCopied(button, true);
  copyTimers.set(
    button,
    setTimeout(() => showCopied(button, false), COPIED_MS),
  );
}

function tabsOf(group: Element): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(`:scope > [role="tablist"] > ${ARTICLE.tab}`)];
}

/** Shows one tab of a group; returns whether the group has it. */
function showTab(group: Element, pick: (tab: HTMLElement, index: number) => boolean): HTMLElement | null {
  const tabs = tabsOf(group);
  const chosen = tabs.find(pick);
  if (!chosen) return null;
  for (const tab of tabs) {
    const selected = tab === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = group.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  return chosen;
}

/** Every group that shares `groupKey` follows the label, on this page. */
function followLabel(root: ParentNode, groupKey: string, label: string): void {
  for (const group of root.querySelectorAll(`${ARTICLE.tabs}[data-group="${CSS.escape(groupKey)}"]`)) {
    showTab(group, (tab) => tab.dataset.label === label);
  }
}

function readStored(groupKey: string): string | null {
  try {
    return localStorage.getItem(TAB_STORAGE_PREFIX + groupKey);
  } catch {
    return null;
  }
}

function selectTab(tab: HTMLElement): HTMLElement | null {
  const group = tab.closest(ARTICLE.tabs);
  if (!group) return null;
  const chosen = showTab(group, (candidate) => candidate === tab);
  const groupKey = (group as HTMLElement).dataset.group;
  const label = tab.dataset.label;
  if (groupKey && label) {
    try {
      localStorage.setItem(TAB_STORAGE_PREFIX + groupKey, label);
    } catch {
      // The choice still applies to this page.
    }
    followLabel(tab.ownerDocument, groupKey, label);
  }
  return chosen;
}

/** Arrow keys, Home and End move between the tabs of a group, as the ARIA pattern asks. */
function onTabKey(event: KeyboardEvent, tab: HTMLElement): void {
  const group = tab.closest(ARTICLE.tabs);
  if (!group) return;
  const tabs = tabsOf(group);
  const index = tabs.indexOf(tab);
  const last = tabs.length - 1;
  const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  selectTab(tabs[target]!)?.focus();
}

/** A link to another page of the site, which the router can show without a full load. */
function routableLink(anchor: HTMLAnchorElement, doc: Document): URL | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, doc.baseURI);
  const here = doc.defaultView?.location;
  if (!here || url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.hash) return null;
  if (HAS_EXTENSION.test(url.pathname)) return null;
  return url;
}

function linkIn(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  return anchor?.closest(ARTICLE.root) ? anchor : null;
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest(ARTICLE.root) || event.defaultPrevented) return;
  const copy = target.closest<HTMLElement>(ARTICLE.copyButton);
  if (copy) {
    void copyCode(copy);
    return;
  }
  const tab = target.closest<HTMLElement>(ARTICLE.tab);
  if (tab) {
    selectTab(tab);
    return;
  }
  const anchor = linkIn(target);
  // A modified or middle click opens a tab or a window, which the browser does.
  if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = routableLink(anchor, target.ownerDocument);
  if (!url) return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}

function onKeyDown(event: KeyboardEvent): void {
  if (onHoverKey(event)) return;
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(`${ARTICLE.root} ${ARTICLE.tab}`) : null;
  if (tab) onTabKey(event, tab);
}

/** Pointing at a link starts loading its page, as Gatsby's own links do. */
function onPointOver(event: Event): void {
  const anchor = linkIn(event.target);
  const url = anchor && routableLink(anchor, anchor.ownerDocument);
  if (url) (anchor.ownerDocument.defaultView as LoaderWindow | null)?.___loader?.hovering?.(url.pathname);
}

function onStorage(event: StorageEvent): void {
  if (!event.key?.startsWith(TAB_STORAGE_PREFIX) || event.newValue === null) return;
  followLabel(document, event.key.slice(TAB_STORAGE_PREFIX.length), event.newValue);
}

let listening = false;

/** Installs the listeners once; they serve every article the page will show. */
export function listenToArticles(doc: Document = document): void {
  if (listening) return;
  listening = true;
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('mouseover', onPointOver);
  doc.addEventListener('focusin', onPointOver);
  doc.addEventListener('mouseover', onHoverPointer);
  doc.addEventListener('mouseout', onHoverPointer);
  doc.addEventListener('focusin', onHoverFocus);
  doc.addEventListener('focusout', onHoverFocus);
  doc.defaultView?.addEventListener('scroll', onHoverScroll, { capture: true, passive: true });
  doc.defaultView?.addEventListener('storage', onStorage);
}

/**
 * Brings a newly shown article up to the reader's state: each tab group
 * shows the stored choice, and a table frame is a tab stop while its table
 * overflows. Returns what stops the watching of its tables.
 */
export function enhanceArticle(root: HTMLElement): () => void {
  const groupKeys = new Set([...root.querySelectorAll<HTMLElement>(`${ARTICLE.tabs}[data-group]`)].map((group) => group.dataset.group!));
  for (const groupKey of groupKeys) {
    const label = readStored(groupKey);
    if (label !== null) followLabel(root, groupKey, label);
  }

  return watchTableFrames([...root.querySelectorAll<HTMLElement>(ARTICLE.tableFrame)]);
}
