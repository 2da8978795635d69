import * as React from 'react';
import { navigate } from 'gatsby';
import { useLocale } from '../../hooks/useLocale';
import { createSearchClient, type SearchClient, type SearchSettings } from '../../search/client';
import { displayText, looksLikeHtml } from '../../search/sanitize';
import type { SearchGroup, SearchHit } from '../../search/search';
import { CloseIcon } from '../Icons';
import { Highlighted } from './Highlighted';
import { SearchIcon } from './SearchIcon';
import * as styles from './Search.module.css';

export const DEBOUNCE_MS = 150;

/** One client per index and mode, kept across openings so its cache survives. */
const clients = new Map<string, SearchClient>();
function clientFor(settings: SearchSettings): SearchClient {
  const key = `${settings.mode} ${settings.indexUrl} ${settings.remoteUrl}`;
  if (!clients.has(key)) clients.set(key, createSearchClient(settings));
  return clients.get(key)!;
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

/**
 * The search dialog: a combobox over a listbox of hits grouped by section,
 * each hit a link. With the local index, typing shows title and heading
 * hits at once and content hits after a 150 ms pause; the remote endpoint
 * is asked after the pause only. ArrowUp and ArrowDown move through the
 * hits, Enter opens one, Escape closes the dialog; a hit opens in a new tab
 * on a modified or middle click, as any link does.
 */
export default function SearchDialog({ settings, onClose }: { settings: SearchSettings; onClose: () => void }) {
  const { ui, searchPlaceholder } = useLocale();
  const client = clientFor(settings);
  const [query, setQuery] = React.useState('');
  const [status, setStatus] = React.useState<'loading' | 'ready' | 'failed'>('loading');
  // `complete` is false while more hits for the query may still come (content hits after the pause).
  const [results, setResults] = React.useState<{ query: string; groups: SearchGroup[]; complete: boolean } | null>(null);
  const [selected, setSelected] = React.useState(0);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listRef = React.useRef<HTMLDivElement>(null);
  const baseId = React.useId();

  React.useEffect(() => {
    inputRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
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

  React.useEffect(() => {
    if (status !== 'ready') return undefined;
    const trimmed = query.trim();
    if (!trimmed) {
      setResults(null);
      return undefined;
    }
    let current = true;
    let complete = false;
    const run = (waitForTexts: boolean) =>
      client.query(trimmed, { waitForTexts }).then(
        (groups) => {
          if (!current || complete) return;
          complete = waitForTexts;
          setResults({ query: trimmed, groups, complete });
        },
        (error: unknown) => {
          console.error('Search failed:', error);
          if (current) setStatus('failed');
        },
      );
    if (client.mode === 'local') void run(false);
    const timer = setTimeout(() => void run(true), DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, query, status]);

  // A new query starts from its first hit; more hits for the same query keep the selection.
  React.useEffect(() => setSelected(0), [results?.query]);

  const hits = results?.groups.flatMap((group) => group.hits) ?? [];
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
      setSelected((selected + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      setSelected((selected - 1 + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(hits[selected]);
    }
  };

  let position = -1;
  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
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
            onChange={(event) => setQuery(event.target.value)}
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
              <div key={group.group} role="group" aria-labelledby={`${baseId}-group-${groupIndex}`} className={styles.group}>
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
                      onMouseMove={() => index !== selected && setSelected(index)}
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
    </div>
  );
}
