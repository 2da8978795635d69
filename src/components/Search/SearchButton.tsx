import * as React from 'react';
import { useLocale } from '../../hooks/useLocale';
import { SearchSettingsContext } from './SearchContext';
import { SearchIcon } from './SearchIcon';
import * as styles from './Search.module.css';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = React.lazy(loadDialog);
type Settings = Parameters<typeof import('./SearchDialog').prepareSearch>[0];

/** The dialog's code and the index, loaded once the reader shows an intent to search. */
function prepare(settings: Settings) {
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
  // The shortcut's listener outlives renders; it reads the settings of the latest one.
  const settings = React.useRef<Settings | null>(null);
  settings.current = search && { ...search, lang };

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

  if (!search) return null;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={searchPlaceholder}
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={() => prepare({ ...search, lang })}
        onFocus={() => prepare({ ...search, lang })}
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
          <SearchDialog settings={{ ...search, lang }} onClose={close} />
        </React.Suspense>
      )}
    </>
  );
}
