/**
 * What the page remembers of a reader's intent to search until the search
 * dialog can open: from first paint, long before React has hydrated the
 * search button, Ctrl+K (Cmd+K on a Mac) or a click on that button asks
 * for the dialog, keys typed next become its query, and the search files
 * start loading.
 */
export interface SearchIntent {
  /** The dialog was asked for and has not opened yet. */
  open: boolean;
  /** Keys typed since it was asked for. */
  query: string;
  /** What had focus when it was asked for, to give focus back to on close. */
  from: Element | null;
  /** Responses of the search files, by URL, fetched at most once each. */
  loads: Record<string, Promise<Response>>;
  /** Starts loading the files the page's search button names in `data-search`. */
  load: () => void;
  /** Called each time the dialog is asked for, once the app listens. */
  onOpen: (() => void) | null;
}

declare global {
  interface Window {
    __searchIntent?: SearchIntent;
  }
}

/**
 * Installs the listeners, once per page. Self-contained and written for
 * every browser the site supports without any transform, because the
 * pre-paint script carries its source into the `<head>` of every page.
 */
export function catchSearchIntent(win: Window): SearchIntent {
  if (win.__searchIntent) return win.__searchIntent;
  var doc = win.document;
  var intent: SearchIntent = {
    open: false,
    query: '',
    from: null,
    loads: {},
    onOpen: null,
    load: function () {
      var button = doc.querySelector('[data-search]');
      var urls = ((button && button.getAttribute('data-search')) || '').split(' ');
      for (var i = 0; i < urls.length; i += 1) {
        var url = urls[i]!;
        if (!url || intent.loads[url]) continue;
        intent.loads[url] = win.fetch(url);
        // Whoever takes the response handles its failure.
        intent.loads[url]!.catch(function () {});
      }
    },
  };
  win.__searchIntent = intent;
  var ask = function (from: Element | null) {
    if (!intent.open) {
      intent.open = true;
      intent.query = '';
      intent.from = from;
    }
    intent.load();
    if (intent.onOpen) intent.onOpen();
  };
  var searchButton = function (target: EventTarget | null) {
    return target instanceof Element ? target.closest('[data-search]') : null;
  };
  win.addEventListener('keydown', function (event) {
    var key = event.key || '';
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && key.toLowerCase() === 'k') {
      event.preventDefault();
      ask(doc.activeElement);
      return;
    }
    var active = doc.activeElement as HTMLElement | null;
    var typing = active && (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA' || active.isContentEditable);
    if (!intent.open || typing || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (key === 'Escape') intent.open = false;
    else if (key === 'Backspace') intent.query = intent.query.slice(0, -1);
    else if (key.length === 1) intent.query += key;
    else return;
    event.preventDefault();
  });
  doc.addEventListener(
    'click',
    function (event) {
      var button = searchButton(event.target);
      if (button) ask(button);
    },
    true,
  );
  var prepare = function (event: Event) {
    if (searchButton(event.target)) intent.load();
  };
  doc.addEventListener('pointerover', prepare, true);
  doc.addEventListener('focusin', prepare, true);
  return intent;
}

const taken = new Set<string>();

/** Takes the response of a search file the intent has started loading, once; otherwise fetches it. */
export function fetchSearchFile(url: string): Promise<Response> {
  const intent = typeof window === 'undefined' ? undefined : window.__searchIntent;
  const early = intent?.loads[url];
  if (early && !taken.has(url)) {
    taken.add(url);
    return early;
  }
  return fetch(url);
}
