import * as React from 'react';
import { useLocale } from '../../hooks/useLocale';
import type { SearchSettings } from '../../search/client';
import { searchFiles } from '../../search/files';
import { catchSearchIntent } from '../../utils/search-intent';
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

/**
 * The navbar's search button and the Ctrl+K / Cmd+K shortcut. The dialog,
 * the search code and the index load only once the reader shows an intent
 * to search: pointer over or focus on the button, a click on it, or the
 * shortcut. The pre-paint script catches those from first paint
 * (`catchSearchIntent`); once hydrated, the button opens the dialog for
 * any it caught, with the keys typed since as the query.
 */
export function SearchButton({ pathname }: { pathname: string }) {
  const { lang, searchPlaceholder } = useLocale();
  const search = React.useContext(SearchSettingsContext);
  const [open, setOpen] = React.useState(false);
  const isOpen = React.useRef(false);
  isOpen.current = open;
  const returnFocus = React.useRef<HTMLElement | null>(null);
  const [shortcut, setShortcut] = React.useState('Ctrl K');
  const current = React.useMemo(() => search && { ...search, lang }, [search, lang]);
  // The intent's listener outlives renders; it reads the settings of the latest one.
  const settings = React.useRef<SearchSettings | null>(null);
  settings.current = current;

  React.useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut('⌘ K');
    const intent = catchSearchIntent(window);
    intent.onOpen = () => {
      if (settings.current) prepare(settings.current);
      // Asked again while open: the dialog has focus and keeps its query.
      if (isOpen.current) {
        intent.open = false;
        return;
      }
      if (intent.from instanceof HTMLElement) returnFocus.current = intent.from;
      setOpen(true);
    };
    if (intent.open) intent.onOpen();
    return () => {
      intent.onOpen = null;
    };
  }, []);

  // Following a hit closes the dialog; the first render is no such change.
  const shownPath = React.useRef(pathname);
  React.useEffect(() => {
    if (shownPath.current !== pathname) setOpen(false);
    shownPath.current = pathname;
  }, [pathname]);

  // Focus goes back once the dialog is gone and the page is no longer inert.
  const focusBack = React.useRef(false);
  const close = React.useCallback(() => {
    focusBack.current = true;
    setOpen(false);
  }, []);
  React.useEffect(() => {
    if (open || !focusBack.current) return;
    focusBack.current = false;
    returnFocus.current?.focus();
  }, [open]);

  if (!current) return null;
  return (
    <>
      {/* Named by its text: the shortcut hint is hidden from assistive technology, which hears aria-keyshortcuts instead. */}
      <button
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K"
        data-search={searchFiles(current).join(' ')}
        onPointerEnter={() => prepare(current)}
        onFocus={() => prepare(current)}
        onClick={(event) => {
          returnFocus.current = event.currentTarget;
          setOpen(true);
        }}
      >
        <SearchIcon />
        <span className={styles.buttonLabel}>{searchPlaceholder}</span>
        <kbd className={styles.kbd} aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {open && (
        <React.Suspense fallback={null}>
          <SearchDialog settings={current} onClose={close} />
        </React.Suspense>
      )}
    </>
  );
}
