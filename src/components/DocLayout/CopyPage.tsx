import * as React from 'react';
import { useDismiss } from '../../hooks/useDismiss';
import { useLocale } from '../../hooks/useLocale';
import { COPIED_MS } from '../../utils/article-markup';
import { llmsTxtPath, markdownPath } from '../../utils/markdown-path';
import { CheckIcon, ChevronIcon, CopyIcon } from '../Icons';
import * as styles from './CopyPage.module.css';

/**
 * Puts the text at `url` on the clipboard. The text is handed over as a
 * promise inside a `ClipboardItem`, so the browser still counts the click
 * as the reason to write while the file downloads; where that is not
 * supported, it is written once it arrives. A failed download rejects.
 */
export async function copyFromUrl(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
  // A failed download is reported below, from whichever write runs.
  text.catch(() => undefined);
  const clipboard = navigator.clipboard;
  if (typeof ClipboardItem !== 'undefined' && clipboard?.write) {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Either the download failed (rethrown below) or the browser refused the item.
    }
  }
  const value = await text;
  if (!clipboard?.writeText) throw new Error('No clipboard');
  await clipboard.writeText(value);
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "Copy page" by a doc page's title: copies the page's Markdown, with a menu
 * button beside it that offers the Markdown file and the language's
 * llms.txt. The menu follows the menu button pattern: Enter, Space or
 * ArrowDown open it on its first item (ArrowUp on its last), arrows and
 * Home/End move, Escape closes it and returns focus, Tab leaves it.
 */
export function CopyPage({ pathname }: { pathname: string }) {
  const { lang, ui } = useLocale();
  const t = ui.copyPage;
  const [state, setState] = React.useState<CopyState>('idle');
  const [open, setOpen] = React.useState(false);
  const [focusIndex, setFocusIndex] = React.useState(0);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const menuButtonRef = React.useRef<HTMLButtonElement>(null);
  const itemRefs = React.useRef<(HTMLAnchorElement | null)[]>([]);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();
  const menuId = React.useId();
  const markdownUrl = markdownPath(pathname);
  const items = [
    { href: markdownUrl, label: t.viewMarkdown },
    { href: llmsTxtPath(lang), label: t.llmsTxt },
  ];

  React.useEffect(() => () => clearTimeout(timer.current), []);
  React.useEffect(() => {
    setOpen(false);
    setState('idle');
  }, [pathname]);
  React.useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useDismiss(open, rootRef, (reason) => {
    setOpen(false);
    if (reason === 'escape') menuButtonRef.current?.focus();
  });

  const copy = async () => {
    clearTimeout(timer.current);
    setState('idle');
    try {
      await copyFromUrl(markdownUrl);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('failed');
    }
  };

  const openAt = (index: number) => {
    setFocusIndex((index + items.length) % items.length);
    setOpen(true);
  };

  const onMenuButtonKey = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKey = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: focusIndex + 1, ArrowUp: focusIndex - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex((moves[event.key]! + items.length) % items.length);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <div className={styles.group}>
        <button type="button" className={styles.copy} data-state={state} onClick={() => void copy()}>
          <CopyIcon size={16} className={styles.copyIcon} />
          <CheckIcon size={16} className={styles.checkIcon} />
          {/* Both labels take up room, so the button keeps its width when its text changes. */}
          <span className={styles.labels}>
            <span aria-hidden={state === 'copied'}>{t.copy}</span>
            <span aria-hidden={state !== 'copied'}>{ui.copied}</span>
          </span>
        </button>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-label={t.menu}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => (open ? setOpen(false) : openAt(0))}
          onKeyDown={onMenuButtonKey}
        >
          <ChevronIcon size={16} className={styles.chevron} />
        </button>
      </div>
      <div id={menuId} role="menu" aria-label={t.menu} className={styles.menu} hidden={!open} onKeyDown={onMenuKey}>
        {items.map((item, index) => (
          <a
            key={item.href}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            role="menuitem"
            tabIndex={-1}
            href={item.href}
            className={styles.item}
            onClick={() => setOpen(false)}
          >
            {item.label}
          </a>
        ))}
      </div>
      <p role="status" className={state === 'failed' ? styles.error : 'visually-hidden'}>
        {state === 'copied' ? ui.copied : state === 'failed' ? t.failed : ''}
      </p>
    </div>
  );
}
