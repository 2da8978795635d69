import * as React from 'react';
import { Link } from 'gatsby';
import type { SidebarItem } from '../../data/types';
import { useT } from '../../hooks/useLocale';
import { groupHoldsPath, isGroupInitiallyOpen } from '../../utils/sidebar';
import { ChevronIcon } from '../Icons';
import { InlineMarkdown } from '../Mdx/InlineMarkdown';
import * as styles from './Sidebar.module.css';

/** The nearest ancestor of `element` that scrolls vertically. */
function scrollBoxOf(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) return box;
  }
  return null;
}

/**
 * Scrolls the sidebar, not the page, so that `entry` is in its visible box,
 * about the middle of it; leaves it where it is when the entry is in view.
 */
export function revealInSidebar(entry: HTMLElement): void {
  const box = scrollBoxOf(entry);
  if (!box) return;
  const inner = entry.getBoundingClientRect();
  const outer = box.getBoundingClientRect();
  if (inner.top >= outer.top && inner.bottom <= outer.bottom) return;
  box.scrollTop += inner.top - outer.top - (outer.height - inner.height) / 2;
}

/**
 * The sidebar's scroll position when its page was left, by sidebar: a new
 * page mounts a new sidebar, which starts where the reader left the last.
 */
let keptScroll: { sidebar: string; top: number } | null = null;

/**
 * `ready` once the sidebar has its scroll position back, as the entries
 * wait for it before they scroll it; `revealedFor`, the page whose entry
 * was last brought into view: once per page, as soon as its group is open.
 */
interface RevealState {
  ready: boolean;
  revealedFor: string | null;
}
const SidebarReveal = React.createContext<React.MutableRefObject<RevealState>>({ current: { ready: true, revealedFor: null } });

function SidebarLink({ item, pathname }: { item: SidebarItem; pathname: string }) {
  const current = item.link === pathname;
  const reveal = React.useContext(SidebarReveal);
  // On the label: Gatsby's Link does not type a ref to its anchor.
  const ref = React.useRef<HTMLSpanElement>(null);
  React.useLayoutEffect(() => {
    const entry = ref.current?.parentElement;
    const state = reveal.current;
    if (!state.ready || !current || !entry || state.revealedFor === pathname || entry.getClientRects().length === 0) return;
    state.revealedFor = pathname;
    revealInSidebar(entry);
  });
  return (
    <Link to={item.link!} className={styles.link} aria-current={current ? 'page' : undefined}>
      <span ref={ref}>
        <InlineMarkdown text={item.text ?? ''} />
      </span>
      {item.tag && <span className={styles.tag}>{item.tag}</span>}
    </Link>
  );
}

function SidebarGroup({ item, pathname, id }: { item: SidebarItem; pathname: string; id: string }) {
  const t = useT();
  const holdsCurrent = groupHoldsPath(item, pathname);
  const [open, setOpen] = React.useState(() => isGroupInitiallyOpen(item, pathname));
  React.useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent, pathname]);

  const listId = `${id}-items`;
  return (
    <div className={styles.group}>
      {item.collapsible ? (
        <button
          type="button"
          className={styles.groupTitle}
          aria-expanded={open}
          aria-controls={listId}
          title={t.toggleGroup}
          onClick={() => setOpen(!open)}
        >
          <span>
            <InlineMarkdown text={item.text ?? ''} />
          </span>
          <ChevronIcon size={16} className={styles.chevron} />
        </button>
      ) : (
        <p className={styles.groupTitle}>
          <InlineMarkdown text={item.text ?? ''} />
        </p>
      )}
      <SidebarList items={item.items ?? []} pathname={pathname} id={listId} hidden={!open} idPrefix={id} />
    </div>
  );
}

function SidebarList({
  items,
  pathname,
  id,
  hidden,
  idPrefix,
}: {
  items: SidebarItem[];
  pathname: string;
  id?: string;
  hidden?: boolean;
  idPrefix: string;
}) {
  return (
    <ul className={styles.list} id={id} hidden={hidden}>
      {items.map((item, index) => {
        const key = `${idPrefix}-${index}`;
        switch (item.kind) {
          case 'link':
            return (
              <li key={key}>
                <SidebarLink item={item} pathname={pathname} />
              </li>
            );
          case 'group':
            return (
              <li key={key}>
                <SidebarGroup item={item} pathname={pathname} id={key} />
              </li>
            );
          case 'divider':
            return <li key={key} role="separator" className={styles.divider} data-type={item.dividerType} />;
          case 'header':
            return (
              <li key={key} className={styles.header}>
                <InlineMarkdown text={item.text ?? ''} />
              </li>
            );
        }
      })}
    </ul>
  );
}

export function Sidebar({ items, pathname }: { items: SidebarItem[]; pathname: string }) {
  const t = useT();
  const navRef = React.useRef<HTMLElement>(null);
  const reveal = React.useRef<RevealState>({ ready: false, revealedFor: null });
  const sidebar = items.map((item) => item.link ?? item.text).join('\n');
  // After the entries' own effects: first the reader's scroll from the last page, then the current entry, if out of view.
  React.useLayoutEffect(() => {
    const nav = navRef.current;
    const box = nav?.parentElement;
    if (!nav || !box) return undefined;
    if (keptScroll?.sidebar === sidebar) box.scrollTop = keptScroll.top;
    reveal.current.ready = true;
    const entry = nav.querySelector<HTMLElement>('[aria-current="page"]');
    if (entry && entry.getClientRects().length > 0) {
      reveal.current.revealedFor = pathname;
      revealInSidebar(entry);
    }
    return () => {
      keptScroll = { sidebar, top: box.scrollTop };
    };
    // Once per sidebar: later pages are the entries' business. `pathname` is read on mount only.
  }, [sidebar]);
  return (
    <SidebarReveal.Provider value={reveal}>
      <nav ref={navRef} aria-label={t.sidebarNavigation} className={styles.sidebar}>
        <SidebarList items={items} pathname={pathname} idPrefix="sidebar" />
      </nav>
    </SidebarReveal.Provider>
  );
}
