import { ARTICLE } from '../utils/article-markup';

/**
 * The type panels of the code examples. Each name holds its panel in the
 * HTML and CSS shows it on hover and focus; this places the open panel
 * over the page, where the block's scrolling cannot cut it, and adds the
 * keyboard: a code block is one tab stop, and while it or one of its names
 * has focus, ArrowRight and ArrowLeft (Home, End) move between its names,
 * Enter opens a name's page, Escape hides the panel. A tap on a name
 * focuses it, so it shows; a tap elsewhere takes the focus, so it hides.
 */

const GAP = 8;
let open: HTMLElement | null = null;

function nameIn(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`${ARTICLE.root} ${ARTICLE.codeHover}`) : null;
}

/** The article's own child that holds an element, whose lazy layout an open panel must lift. */
function articleChild(element: Element): HTMLElement | null {
  let child: Element | null = element;
  while (child?.parentElement && !child.parentElement.matches(ARTICLE.root)) child = child.parentElement;
  return child?.parentElement ? (child as HTMLElement) : null;
}

function place(name: HTMLElement): void {
  const panel = name.querySelector<HTMLElement>(ARTICLE.codeHoverPanel);
  if (!panel) return;
  const view = name.ownerDocument.documentElement;
  Object.assign(panel.style, { position: 'fixed', top: '0px', left: '0px' });
  const anchor = name.getBoundingClientRect();
  const { width, height } = panel.getBoundingClientRect();
  const below = anchor.bottom + height <= view.clientHeight || anchor.top < height;
  panel.style.top = `${below ? anchor.bottom : anchor.top - height}px`;
  panel.style.left = `${Math.max(GAP, Math.min(anchor.left, view.clientWidth - width - GAP))}px`;
}

function show(name: HTMLElement): void {
  if (open && open !== name) hide(open);
  open = name;
  delete name.dataset.dismissed;
  articleChild(name)?.setAttribute('data-hover-open', '');
  place(name);
}

function hide(name: HTMLElement): void {
  const panel = name.querySelector<HTMLElement>(ARTICLE.codeHoverPanel);
  panel?.removeAttribute('style');
  articleChild(name)?.removeAttribute('data-hover-open');
  if (open === name) open = null;
}

/** Pointer over a name shows its panel; leaving the name and its panel hides it, unless it has focus. */
export function onHoverPointer(event: MouseEvent): void {
  const name = nameIn(event.target);
  if (event.type === 'mouseover') {
    if (name && name !== open) show(name);
    return;
  }
  if (!name || (event.relatedTarget instanceof Node && name.contains(event.relatedTarget))) return;
  delete name.dataset.dismissed;
  if (!name.contains(name.ownerDocument.activeElement)) hide(name);
}

export function onHoverFocus(event: FocusEvent): void {
  const name = nameIn(event.target);
  if (!name) return;
  if (event.type === 'focusin') {
    show(name);
    return;
  }
  if (event.relatedTarget instanceof Node && name.contains(event.relatedTarget)) return;
  delete name.dataset.dismissed;
  if (!name.matches(':hover')) hide(name);
}

/** Keys on a code block or a name in it; returns whether it used the key. */
export function onHoverKey(event: KeyboardEvent): boolean {
  if (event.key === 'Escape' && open && !open.dataset.dismissed) {
    open.dataset.dismissed = '';
    hide(open);
    return true;
  }
  const target = event.target instanceof Element ? event.target : null;
  const name = nameIn(target);
  const pre = (name ?? target)?.closest('pre');
  if (!pre?.closest(ARTICLE.root) || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (name && event.key === 'Enter') {
    name.querySelector<HTMLElement>('a[href]')?.click();
    return true;
  }
  const names = [...pre.querySelectorAll<HTMLElement>(ARTICLE.codeHover)];
  const index = name ? names.indexOf(name) : -1;
  const last = names.length - 1;
  const steps: Record<string, number> = {
    ArrowRight: index < 0 ? 0 : Math.min(index + 1, last),
    ArrowLeft: index < 0 ? last : Math.max(index - 1, 0),
    Home: 0,
    End: last,
  };
  const next = names[steps[event.key] ?? -1];
  if (!next) return false;
  event.preventDefault();
  next.focus();
  return true;
}

/** Scrolling moves the name; its open panel follows. */
export function onHoverScroll(): void {
  if (open) place(open);
}
