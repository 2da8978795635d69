import * as React from 'react';
import type { SidebarItem } from '../../data/types';
import { useActiveHeading } from '../../hooks/useActiveHeading';
import { useDismiss } from '../../hooks/useDismiss';
import { useLocale } from '../../hooks/useLocale';
import { Article } from '../Article/Article';
import { DocFooter, type PagerLink } from '../DocFooter/DocFooter';
import { ChevronIcon, MenuIcon } from '../Icons';
import { BreakableName } from '../Mdx/BreakableName';
import { Outline, OutlineList, type OutlineItem } from '../Outline/Outline';
import { Sidebar } from '../Sidebar/Sidebar';
import { CopyPage } from './CopyPage';
import * as styles from './DocLayout.module.css';

/** Parts a page can switch off in its front matter. */
export interface PageParts {
  sidebar?: boolean | null;
  outline?: boolean | null;
  footer?: boolean | null;
}

export interface DocLayoutProps {
  pathname: string;
  title: string;
  sidebar: readonly SidebarItem[] | null;
  toc: readonly OutlineItem[];
  lastUpdated: string;
  relativePath: string;
  prev?: PagerLink | null;
  next?: PagerLink | null;
  parts?: PageParts | null;
  /** Shown under the title, e.g. a release's publish date. */
  header?: React.ReactNode;
  /** Shown after the content, e.g. an overview's list of pages. */
  after?: React.ReactNode;
  /** The article, rendered to HTML at build time. */
  html: string;
}

/** A disclosure that opens, closes on Escape or an outside press, and closes on navigation. */
function useDisclosure(pathname: string) {
  const [open, setOpen] = React.useState(false);
  const panelRef = React.useRef<HTMLDivElement>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, panelRef, (reason) => {
    setOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  });
  return { open, setOpen, panelRef, toggleRef };
}

/**
 * The first stop after "Skip to content": a link, shown only while
 * focused, to the outline beside the article, or below 1280 px to the
 * button that opens it, whichever is shown.
 */
function OutlineSkipLink({ label }: { label: string }) {
  return (
    <a
      className={styles.skipToOutline}
      href="#outline"
      onClick={(event) => {
        const target = [...document.querySelectorAll<HTMLElement>('#outline, [aria-controls="outline-menu"]')].find((element) => element.getClientRects().length > 0);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      {label}
    </a>
  );
}

/**
 * Sidebar, content, outline and footer. Below 1280 px the outline moves into
 * a dropdown and below 1025 px the sidebar into a drawer, both opened from
 * the bar above the content.
 */
export function DocLayout(props: DocLayoutProps) {
  const { pathname, title, header, after, html, parts } = props;
  const { ui, outlineTitle } = useLocale();
  const sidebar = parts?.sidebar === false ? null : props.sidebar;
  const toc = parts?.outline === false ? [] : props.toc;
  const [active, setActive] = useActiveHeading(React.useMemo(() => toc.map((item) => item.id), [toc]));
  const drawer = useDisclosure(pathname);
  const outline = useDisclosure(pathname);

  React.useEffect(() => {
    if (!drawer.open) return;
    const panel = drawer.panelRef.current;
    const target = panel?.querySelector<HTMLElement>('[aria-current="page"]') ?? panel?.querySelector<HTMLElement>('a, button');
    target?.focus();
  }, [drawer.open, drawer.panelRef]);

  return (
    <div className={styles.layout}>
      {(sidebar || toc.length > 0) && (
        <nav className={styles.localBar} aria-label={ui.pageNavigation}>
          {sidebar && (
            <button
              ref={drawer.toggleRef}
              type="button"
              data-part="sidebar"
              className={`${styles.barButton} ${styles.drawerToggle}`}
              aria-expanded={drawer.open}
              aria-controls="doc-sidebar"
              onClick={() => drawer.setOpen(!drawer.open)}
            >
              <MenuIcon size={18} />
              {drawer.open ? ui.closeSidebar : ui.openSidebar}
            </button>
          )}
          {toc.length > 0 && (
            <div className={styles.outlineMenu} data-part="outline" ref={outline.panelRef}>
              <button
                ref={outline.toggleRef}
                type="button"
                className={styles.barButton}
                aria-expanded={outline.open}
                aria-controls="outline-menu"
                onClick={() => outline.setOpen(!outline.open)}
              >
                {outlineTitle}
                <ChevronIcon size={16} className={styles.outlineChevron} />
              </button>
              <div id="outline-menu" className={styles.outlinePanel} hidden={!outline.open}>
                <OutlineList
                  items={toc}
                  active={active}
                  onPick={(id) => {
                    setActive(id);
                    outline.setOpen(false);
                  }}
                />
              </div>
            </div>
          )}
        </nav>
      )}
      {sidebar && (
        <>
          <div id="doc-sidebar" ref={drawer.panelRef} className={styles.sidebar} data-part="sidebar" data-open={drawer.open || undefined}>
            <Sidebar items={[...sidebar]} pathname={pathname} />
          </div>
          {drawer.open && <div className={styles.backdrop} aria-hidden="true" />}
        </>
      )}
      <main id="content" tabIndex={-1} className={styles.main}>
        {toc.length > 0 && <OutlineSkipLink label={ui.skipToOutline} />}
        <article className="markdown">
          <div className={styles.titleRow}>
            <h1>
              <BreakableName text={title} />
            </h1>
            <CopyPage pathname={pathname} />
          </div>
          {header}
          <Article html={html} />
          {after}
        </article>
        {parts?.footer !== false && (
          <div data-part="footer">
            <DocFooter relativePath={props.relativePath} lastUpdated={props.lastUpdated} prev={props.prev} next={props.next} />
          </div>
        )}
      </main>
      {toc.length > 0 && (
        <aside className={styles.outline} data-part="outline">
          <Outline items={toc} active={active} onPick={setActive} />
        </aside>
      )}
    </div>
  );
}
