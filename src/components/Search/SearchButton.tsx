import * as React from 'react';
import { useLocale } from '../../hooks/useLocale';
import type { SearchSettings } from '../../search/client';
import { SearchSettingsContext } from './SearchContext';
import { SearchIcon } from './SearchIcon';
import * as styles from './Search.module.css';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = React.lazy(loadDialog);
/** The dialog's code and the index, loaded once the reader shows an intent to search. */
function prepare(settings: SearchSettings) {
  loadDialog().then(
    ({ prepareSearch }) => prepareSearch(settings),
    () => {},
  );
}

/** Ctrl+K, or Cmd+K on a Mac. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * The navbar's search button and the Ctrl+K / Cmd+K shortcut. The dialog,
 * the search code and the index load only once the reader shows an intent
 * to search: pointer over or focus on the button, or the shortcut.
 */
export function SearchButton({ pathname }: { pathname: string }) {
  const { lang, searchPlaceholder } = useLocale();
  const search = React.useContext(SearchSettingsContext);
  const [open, setOpen] = React.useState(false);
  const returnFocus = React.useRef<HTMLElement | null>(null);
  const [shortcut, setShortcut] = React.useState('Ctrl K');
  const current = search && { ...search, lang };
  // The shortcut's listener outlives renders; it reads the settings of the latest one.
  const settings = React.useRef<SearchSettings | null>(null);
  settings.current = current;

  React.useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut('⌘ K');
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (settings.current) prepare(settings.current);
      if (document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  React.useEffect(() => setOpen(false), [pathname]);

  const close = React.useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus();
  }, []);

  if (!current) return null;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={searchPlaceholder}
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={() => prepare(current)}
        onFocus={() => prepare(current)}
        onClick={(event) => {
          returnFocus.current = event.currentTarget;
          setOpen(true);
        }}
      >
        <SearchIcon />
        <span className={styles.buttonLabel}>{searchPlaceholder}</span>
        <kbd className={styles.kbd}>{shortcut}</kbd>
      </button>
      {open && (
        <React.Suspense fallback={null}>
          <SearchDialog settings={current} onClose={close} />
        </React.Suspense>
      )}
    </>
  );
}
