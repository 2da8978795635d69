import * as React from 'react';
import type { SidebarItem } from '../../data/types';
import { useT } from '../../hooks/useLocale';
import { useDismiss } from '../../hooks/useDismiss';
import { DocFooter, type PagerLink } from '../DocFooter/DocFooter';
import { MenuIcon } from '../Icons';
import { Outline, type OutlineItem } from '../Outline/Outline';
import { Sidebar } from '../Sidebar/Sidebar';
import * as styles from './DocLayout.module.css';

export interface DocLayoutProps {
  pathname: string;
  title: string;
  sidebar: readonly SidebarItem[] | null;
  toc: readonly OutlineItem[];
  lastUpdated: string;
  relativePath: string;
  prev?: PagerLink | null;
  next?: PagerLink | null;
  /** Shown under the title, e.g. a release's publish date. */
  header?: React.ReactNode;
  /** Shown after the content, e.g. an overview's list of pages. */
  after?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * Sidebar, content, outline and footer. Below 1025 px the sidebar becomes
 * a drawer opened from the bar above the content.
 */
export function DocLayout(props: DocLayoutProps) {
  const { pathname, title, sidebar, toc, header, after, children } = props;
  const t = useT();
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const drawerRef = React.useRef<HTMLDivElement>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => setDrawerOpen(false), [pathname]);
  React.useEffect(() => {
    if (!drawerOpen) return;
    const drawer = drawerRef.current;
    const target = drawer?.querySelector<HTMLElement>('[aria-current="page"]') ?? drawer?.querySelector<HTMLElement>('a, button');
    target?.focus();
  }, [drawerOpen]);
  useDismiss(drawerOpen, drawerRef, (reason) => {
    setDrawerOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  });

  return (
    <div className={styles.layout}>
      {sidebar && (
        <>
          <div className={styles.localBar}>
            <button
              ref={toggleRef}
              type="button"
              className={styles.drawerToggle}
              aria-expanded={drawerOpen}
              aria-controls="doc-sidebar"
              onClick={() => setDrawerOpen(!drawerOpen)}
            >
              <MenuIcon size={18} />
              {drawerOpen ? t.closeSidebar : t.openSidebar}
            </button>
          </div>
          <div
            id="doc-sidebar"
            ref={drawerRef}
            className={styles.sidebar}
            data-open={drawerOpen || undefined}
          >
            <Sidebar items={[...sidebar]} pathname={pathname} />
          </div>
          {drawerOpen && <div className={styles.backdrop} aria-hidden="true" />}
        </>
      )}
      <main id="content" tabIndex={-1} className={styles.main}>
        <article className="markdown">
          <h1>{title}</h1>
          {header}
          {children}
          {after}
        </article>
        <DocFooter relativePath={props.relativePath} lastUpdated={props.lastUpdated} prev={props.prev} next={props.next} />
      </main>
      <aside className={styles.outline}>
        <Outline items={toc} />
      </aside>
    </div>
  );
}
