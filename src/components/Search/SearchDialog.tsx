import * as React from 'react';
import { createPortal } from 'react-dom';
import { navigate } from 'gatsby';
import { useLocale } from '../../hooks/useLocale';
import { createSearchClient, type SearchClient, type SearchSettings } from '../../search/client';
import { displayText, looksLikeHtml } from '../../search/sanitize';
import { hitKey, keepShownHits, prepareTexts, type SearchAnswer, type SearchGroup, type SearchHit } from '../../search/search';
import { fetchSearchFile } from '../../utils/search-intent';
import { CloseIcon } from '../Icons';
import { Highlighted } from './Highlighted';
import { SearchIcon } from './SearchIcon';
import * as styles from './Search.module.css';

/** The pause after the last keystroke before the remote endpoint is asked. */
export const DEBOUNCE_MS = 150;

/** One client per index and mode, kept across openings so its cache survives. */
const clients = new Map<string, SearchClient>();
function clientFor(settings: SearchSettings): SearchClient {
  const key = `${settings.mode} ${settings.indexUrl} ${settings.remoteUrl}`;
  if (!clients.has(key)) {
    // The search files may be on the way already: the pre-paint script starts them on an intent to search.
    const client = createSearchClient(settings, fetchSearchFile as typeof fetch);
    clients.set(key, client);
    if (settings.mode === 'local') void client.texts().then(() => prepareInIdleTime(client), () => {});
  }
  return clients.get(key)!;
}

/** Prepares the page texts for content search in small steps while the page is idle, so that queries need not. */
function prepareInIdleTime(client: SearchClient) {
  const engine = client.engine();
  if (!engine) return;
  const later = (step: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(step) : setTimeout(step, 0));
  const step = () => {
    if (!prepareTexts(engine, 8)) later(step);
  };
  later(step);
}

/** Starts loading the index before the dialog opens; a failure shows when it does. */
export function prepareSearch(settings: SearchSettings): void {
  clientFor(settings)
    .ready()
    .catch(() => {});
}

/** A click that asks the browser for a new tab or window, or a download. */
const isModifiedClick = (event: React.MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

const TYPE_ICONS: Record<SearchHit['type'], string> = { title: '▤', header: '#', content: '¶' };

function HitView({ hit }: { hit: SearchHit }) {
  const statement = displayText(hit.statement);
  // Removing markup moves the text, so its ranges no longer apply.
  const ranges = looksLikeHtml(hit.statement) ? [] : hit.highlights;
  return (
    <>
      <span className={styles.hitType} aria-hidden="true">
        {TYPE_ICONS[hit.type]}
      </span>
      <span className={styles.hitText}>
        <span className={styles.hitStatement}>
          <Highlighted text={statement} ranges={ranges} />
        </span>
        {hit.type !== 'title' && (
          <span className={styles.hitPath}>
            {displayText(hit.title)}
            {hit.header && hit.type === 'content' ? ` › ${displayText(hit.header)}` : ''}
          </span>
        )}
      </span>
    </>
  );
}

/** Tab and Shift+Tab stay inside the dialog while it is open. */
function trapFocus(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button, [tabindex="0"]')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The hits shown, for the query they answer; `complete` is false while more may join them. */
type Shown = { query: string; groups: SearchGroup[]; complete: boolean };

/**
 * The search dialog: a combobox over a listbox of hits grouped by section,
 * each hit a link. With the local index, each keystroke shows the answer
 * at once, complete as soon as the page texts are loaded; hits that arrive
 * later join those shown without moving them. The remote endpoint is asked
 * after a 150 ms pause. ArrowUp and ArrowDown move through the hits, Enter
 * opens one, Escape closes the dialog; a hit opens in a new tab on a
 * modified or middle click, as any link does. Keys typed after Ctrl+K
 * before the dialog could open are its first query.
 */
export default function SearchDialog({ settings, onClose }: { settings: SearchSettings; onClose: () => void }) {
  const { ui, searchPlaceholder } = useLocale();
  const client = clientFor(settings);
  const [query, setQuery] = React.useState('');
  // Opened again, local search is ready at once.
  const [status, setStatus] = React.useState<'loading' | 'ready' | 'failed'>(() => (client.engine() ? 'ready' : 'loading'));
  const [results, setResults] = React.useState<Shown | null>(null);
  // The selected hit by identity, for the query it was chosen in: the first hit of any other.
  const [selection, setSelection] = React.useState<{ query: string; key: string } | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const portalRef = React.useRef<HTMLDivElement>(null);
  // A click closes the dialog when it both starts and ends outside it, so selecting text in the input never does.
  const pressedOutside = React.useRef(false);
  const listRef = React.useRef<HTMLDivElement>(null);
  const baseId = React.useId();

  /** Shows an answer to `raw`; a fuller answer to the query shown keeps the hits shown in place. */
  const show = React.useCallback((raw: string, answer: SearchAnswer | null) => {
    const trimmed = raw.trim();
    if (!answer) return;
    setResults((shown) => {
      if (!trimmed) return null;
      if (shown?.query !== trimmed) return { query: trimmed, ...answer };
      if (shown.complete) return shown;
      return { query: trimmed, groups: keepShownHits(shown.groups, answer.groups), complete: answer.complete };
    });
  }, []);

  // Layout effect: focus moves before the browser handles another key.
  React.useLayoutEffect(() => {
    const intent = window.__searchIntent;
    if (intent?.open) {
      intent.open = false;
      setQuery(intent.query);
    }
    inputRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // The page behind is inert while the dialog is open: no clicks, no focus, hidden from assistive technology.
    const behind = [...document.body.children].filter((element) => element !== portalRef.current && !element.hasAttribute('inert'));
    for (const element of behind) element.setAttribute('inert', '');
    return () => {
      document.body.style.overflow = overflow;
      for (const element of behind) element.removeAttribute('inert');
    };
  }, []);

  React.useEffect(() => {
    let current = true;
    client.ready().then(
      () => current && setStatus('ready'),
      (error: unknown) => {
        console.error('Could not load the search index:', error);
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [client]);

  const latestQuery = React.useRef(query);
  latestQuery.current = query;
  const local = client.mode === 'local';

  // Local search: whatever query the list does not answer yet, such as one typed while the index loaded,
  // then the rest of an answer once the texts are in. Keystrokes are answered in their own event (`onInput`).
  const shownQuery = results?.query ?? '';
  React.useEffect(() => {
    if (local && status === 'ready' && query.trim() !== shownQuery) show(query, client.answerNow(query));
  }, [client, local, query, show, shownQuery, status]);
  const waitingForTexts = local && results !== null && !results.complete;
  React.useEffect(() => {
    if (!waitingForTexts) return undefined;
    let current = true;
    client.texts().then(() => current && show(latestQuery.current, client.answerNow(latestQuery.current)));
    return () => {
      current = false;
    };
  }, [client, show, waitingForTexts]);

  // Remote search, after a pause in typing.
  React.useEffect(() => {
    if (local || status !== 'ready') return undefined;
    const trimmed = query.trim();
    if (!trimmed) {
      setResults(null);
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      client.query(trimmed).then(
        (groups) => current && setResults({ query: trimmed, groups, complete: true }),
        (error: unknown) => {
          console.error('Search failed:', error);
          if (current) setStatus('failed');
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, local, query, status]);

  const onInput = (value: string) => {
    setQuery(value);
    // Answered in the same event, so the next key acts on this query's hits.
    if (local && status === 'ready') show(value, client.answerNow(value));
  };

  const hits = results?.groups.flatMap((group) => group.hits) ?? [];
  const chosen = selection && selection.query === results?.query ? hits.findIndex((hit) => hitKey(hit) === selection.key) : -1;
  const selected = Math.max(0, chosen);
  const select = (index: number) => {
    const hit = hits[index];
    if (hit && results) setSelection({ query: results.query, key: hitKey(hit) });
  };
  const optionId = (index: number) => `${baseId}-hit-${index}`;

  React.useEffect(() => {
    listRef.current?.querySelector(`[id="${optionId(selected)}"]`)?.scrollIntoView({ block: 'nearest' });
  });

  const open = (hit: SearchHit | undefined) => {
    if (!hit) return;
    onClose();
    void navigate(hit.link);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      select((selected + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      select((selected - 1 + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(hits[selected]);
    }
  };

  let position = -1;
  // In a portal on <body>: inside the header, whose backdrop filter makes it the containing block of fixed
  // elements, the backdrop would cover the header alone.
  return createPortal(
    <div
      ref={portalRef}
      className={styles.backdrop}
      onMouseDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOutside.current && event.target === event.currentTarget) onClose();
        pressedOutside.current = false;
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={searchPlaceholder}
        className={styles.dialog}
        onKeyDown={(event) => {
          trapFocus(event);
          onKeyDown(event);
        }}
      >
        <div className={styles.bar}>
          <SearchIcon />
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={searchPlaceholder}
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={`${baseId}-results`}
            aria-activedescendant={hits.length > 0 ? optionId(selected) : undefined}
            placeholder={searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => onInput(event.target.value)}
          />
          {status === 'loading' && <span className={styles.spinner} role="status" aria-label={ui.search.loading} />}
          <button type="button" className={styles.close} onClick={onClose} aria-label={ui.search.close}>
            <CloseIcon size={18} />
          </button>
        </div>
        {/* Focusable so that a long list can be scrolled from the keyboard too. */}
        <div className={styles.results} ref={listRef} role="region" aria-label={ui.search.results} tabIndex={0}>
          {status === 'failed' && <p className={styles.message}>{ui.search.failed}</p>}
          <div id={`${baseId}-results`} role="listbox" aria-label={ui.search.hits} aria-busy={!results?.complete} hidden={hits.length === 0}>
            {results?.groups.map((group, groupIndex) => (
              <div key={`${groupIndex} ${group.group}`} role="group" aria-labelledby={`${baseId}-group-${groupIndex}`} className={styles.group}>
                <div id={`${baseId}-group-${groupIndex}`} className={styles.groupTitle}>
                  {group.group}
                </div>
                {group.hits.map((hit) => {
                  position += 1;
                  const index = position;
                  return (
                    // Out of the tab order: focus stays in the combobox, which moves the selection.
                    <a
                      key={`${hit.link} ${hit.type}`}
                      id={optionId(index)}
                      href={hit.link}
                      tabIndex={-1}
                      role="option"
                      aria-selected={index === selected}
                      className={styles.hit}
                      onMouseMove={() => index !== selected && select(index)}
                      onClick={(event) => {
                        if (isModifiedClick(event)) return;
                        event.preventDefault();
                        open(hit);
                      }}
                    >
                      <HitView hit={hit} />
                    </a>
                  );
                })}
              </div>
            ))}
          </div>
          {results?.complete && hits.length === 0 && (
            <div className={styles.message} role="status">
              <p className={styles.noResults}>{ui.search.noResults.replace('{query}', () => results.query)}</p>
              <p>{ui.search.tryAgain}</p>
            </div>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
