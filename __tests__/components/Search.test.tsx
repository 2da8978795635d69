import * as React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { SearchButton } from '../../src/components/Search/SearchButton';
import { SearchSettingsContext } from '../../src/components/Search/SearchContext';
import { Highlighted } from '../../src/components/Search/Highlighted';
import { displayText, looksLikeHtml } from '../../src/search/sanitize';
import { buildSearchIndex, buildSearchTexts, type SearchablePage } from '../../src/node/search-index';
import type { SearchHit } from '../../src/search/search';
import { catchSearchIntent } from '../../src/utils/search-intent';
import { renderIn } from './render';

const hit = (title: string, group = 'Config', type: SearchHit['type'] = 'title'): SearchHit => ({
  type,
  title,
  statement: title,
  link: `/config/${title}/`,
  highlights: [[0, 3]],
  group,
});

/** What the remote endpoint answers, as fetch resolves it. */
function answer(hits: SearchHit[]) {
  return Promise.resolve({ ok: true, status: 200, json: async () => [{ index: 'search_index.en', hits }] });
}

function renderSearch(lang: 'en' | 'zh', fetchMock: jest.Mock) {
  global.fetch = fetchMock as unknown as typeof fetch;
  return renderIn(
    lang,
    <SearchSettingsContext.Provider value={{ mode: 'remote', remoteUrl: `/api/search-${Math.random()}`, indexUrl: `/search_index.${lang}.1.json` }}>
      <button type="button">before</button>
      <SearchButton pathname="/guide/start/" />
    </SearchSettingsContext.Provider>,
  );
}

describe('search dialog', () => {
  beforeEach(() => (navigate as jest.Mock).mockClear());

  it('opens with Ctrl+K, moves with the arrow keys and opens the selected hit with Enter', async () => {
    const fetchMock = jest.fn(() => answer([hit('one'), hit('two'), hit('three', 'Guide')]));
    renderSearch('en', fetchMock);
    screen.getByRole('button', { name: 'before' }).focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Search Docs' });
    expect(input).toHaveFocus();
    await userEvent.type(input, 'one');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    // The remote endpoint answers in full at once.
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getAllByRole('group').map((group) => group.textContent?.slice(0, 6))).toEqual(['Config', 'Guide▤']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/config/three/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits 150 ms after the last keystroke before it searches', async () => {
    const fetchMock = jest.fn(() => answer([hit('proxy')]));
    renderSearch('en', fetchMock);
    await userEvent.click(screen.getByRole('button', { name: 'Search Docs' }));
    const input = await screen.findByRole('combobox');
    jest.useFakeTimers();
    for (const value of ['p', 'pr', 'pro', 'prox', 'proxy']) fireEvent.change(input, { target: { value } });
    await act(async () => {
      jest.advanceTimersByTime(149);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    jest.useRealTimers();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain('keyword=proxy');
  });

  it('renders each hit as a link that a plain click follows in the page and a modified click leaves to the browser', async () => {
    const fetchMock = jest.fn(() => answer([hit('one'), hit('two')]));
    renderSearch('en', fetchMock);
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await screen.findByRole('combobox'), 'one');
    const [first, second] = await screen.findAllByRole('option');
    expect(first!.tagName).toBe('A');
    expect(first).toHaveAttribute('href', '/config/one/');
    expect(first).toHaveAttribute('tabindex', '-1');
    // Whether the dialog left each click to the browser; jsdom cannot follow the link, so the test stops it after.
    const leftToBrowser: boolean[] = [];
    const stop = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    fireEvent.click(second!, { ctrlKey: true });
    fireEvent.click(second!, { metaKey: true });
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(second!);
    document.removeEventListener('click', stop);
    expect(leftToBrowser).toEqual([true, true, false]);
    expect(navigate).toHaveBeenCalledWith('/config/two/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back', async () => {
    renderSearch('en', jest.fn(() => answer([])));
    const before = screen.getByRole('button', { name: 'before' });
    before.focus();
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(before).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    renderSearch('en', jest.fn(() => answer([])));
    await userEvent.click(screen.getByRole('button', { name: 'Search Docs' }));
    const input = await screen.findByRole('combobox');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Search results' })).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('region', { name: 'Search results' })).toHaveFocus();
  });

  it('says so when nothing matches, in the page language, showing the query as text', async () => {
    renderSearch('zh', jest.fn(() => answer([])));
    await userEvent.click(screen.getByRole('button', { name: '搜索文档' }));
    await userEvent.type(await screen.findByRole('combobox'), '<b>x</b>');
    expect(await screen.findByText('没有找到“<b>x</b>”的相关结果')).toBeInTheDocument();
    expect(screen.getByText('请换个关键词再试试')).toBeInTheDocument();
    expect(document.querySelector('[role="dialog"] b')).toBeNull();
  });
});

describe('search text safety', () => {
  it('recognises text that looks like HTML and keeps only its text', () => {
    expect(looksLikeHtml('plain <3 text')).toBe(false);
    expect(looksLikeHtml('<img src=x onerror=alert(1)>')).toBe(true);
    expect(displayText('plain text')).toBe('plain text');
    expect(displayText('<p>Hello <b>world</b></p><script>alert(1)</script><img src=x onerror=alert(1)>')).toBe('Hello world');
  });

  it('marks ranges of text without interpreting it', () => {
    const { container } = renderIn('en', <Highlighted text="<i>x</i> in text" ranges={[[0, 3], [9, 11]]} />);
    expect(container.innerHTML).toBe('<mark>&lt;i&gt;</mark>x&lt;/i&gt; <mark>in</mark> text');
  });

});

/** A search file as the browser gets it: the index or the texts of `pages`, by the URL asked for. */
function searchFile(url: string, pages: SearchablePage[]) {
  return { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(url.includes('search_text') ? buildSearchTexts(pages) : buildSearchIndex(pages, 'en'))) };
}

/** The English search button in local mode, with an index URL of its own so no client is shared between tests. */
function renderSearchButton() {
  renderIn(
    'en',
    <SearchSettingsContext.Provider value={{ mode: 'local', remoteUrl: '', indexUrl: `/search_index.en.${Math.random()}.json` }}>
      <SearchButton pathname="/" />
    </SearchSettingsContext.Provider>,
  );
}

/** The intent the pre-paint script keeps, as a fresh page has it. */
function freshIntent() {
  return Object.assign(catchSearchIntent(window), { open: false, query: '', from: null, loads: {} });
}

describe('an intent to search before the app listens', () => {
  // The dialog's code loads once, before the clocks of these tests start.
  beforeAll(() => import('../../src/components/Search/SearchDialog'));

  it('catches Ctrl+K and the keys typed next, and the dialog opens with them as its query and focus in its input', async () => {
    const intent = freshIntent();
    const fetchMock = jest.fn(() => answer([hit('proxy')]));
    global.fetch = fetchMock as unknown as typeof fetch;
    // Other shortcuts are not the search's.
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(window, { key: 'k', altKey: true, metaKey: true });
    fireEvent.keyDown(window, { key: 'p' });
    expect([intent.open, intent.query]).toEqual([false, '']);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    for (const key of ['p', 'r', 'o', 'x', 'x', 'Backspace', 'y', 'Shift']) fireEvent.keyDown(window, { key });
    expect([intent.open, intent.query]).toEqual([true, 'proxy']);

    renderSearch('en', fetchMock);
    const input = await screen.findByRole('combobox');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('proxy');
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    expect(intent.open).toBe(false);
    // Keys now go to the input, not to the intent.
    await userEvent.type(input, 'z');
    expect(input).toHaveValue('proxyz');
    expect(intent.query).toBe('proxy');
  });

  it('catches a click on the search button, and Escape forgets the intent', async () => {
    const intent = freshIntent();
    const button = document.createElement('button');
    button.dataset.search = '';
    button.append('Search Docs');
    document.body.append(button);
    fireEvent.click(button);
    expect(intent.open).toBe(true);
    expect(intent.from).toBe(button);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(intent.open).toBe(false);
    button.remove();
  });

  it('starts loading the search files the button names when the pointer is over it or it takes focus, each once', async () => {
    freshIntent();
    const pages: SearchablePage[] = [{ docId: 'config/server/proxy', lang: 'en', pageType: 'doc', routePath: '/config/server/proxy/', title: 'server.proxy', description: '', content: 'Forward.', toc: [] }];
    const fetchMock = jest.fn((url: string) => Promise.resolve(searchFile(url, pages)));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderSearchButton();
    const button = screen.getByRole('button', { name: 'Search Docs' });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.pointerOver(button);
    fireEvent.focus(button);
    const urls = () => fetchMock.mock.calls.map(([url]) => url.replace(/\.[\d.]+\.json$/, ''));
    expect(urls()).toEqual(['/search_index.en', '/search_text.en']);
    // The dialog's code takes the responses already on the way.
    await userEvent.click(button);
    await userEvent.type(await screen.findByRole('combobox'), 'proxy');
    expect((await screen.findAllByRole('option')).map((option) => option.getAttribute('href'))).toEqual(['/config/server/proxy/']);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    expect(urls()).toEqual(['/search_index.en', '/search_text.en']);
  });

  it('keeps the hits shown in place when the rest of the answer arrives, and the selected hit selected', async () => {
    freshIntent();
    (navigate as jest.Mock).mockClear();
    const page = (docId: string, title: string, content: string, toc: SearchablePage['toc'] = []): SearchablePage => ({ docId, lang: 'en', pageType: 'doc', routePath: `/${docId}/`, title, description: '', content, toc });
    const pages = [
      page('config/server/proxy', 'server.proxy', 'Forwards requests.'),
      page('guide/advanced/hmr', 'Hot module replacement', 'Updates modules in place.', [{ id: 'hmr-through-a-proxy', text: 'HMR through a proxy', charIndex: 0 }]),
      page('config/dev/client', 'dev.client', 'Set the port when a proxy serves the page.'),
    ];
    let sendTexts = () => {};
    const texts = new Promise<void>((resolve) => (sendTexts = resolve));
    const fetchMock = jest.fn(async (url: string) => {
      if (url.includes('search_text')) await texts;
      return searchFile(url, pages);
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    renderSearchButton();
    await userEvent.click(screen.getByRole('button', { name: 'Search Docs' }));
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the search index…' })).not.toBeInTheDocument());
    await userEvent.type(input, 'proxy');
    const links = () => screen.getAllByRole('option').map((option) => option.getAttribute('href'));
    expect(links()).toEqual(['/config/server/proxy/', '/guide/advanced/hmr/#hmr-through-a-proxy']);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{ArrowDown}');
    sendTexts();
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false'));
    // The content hit joins its group, after the hit shown there.
    expect(links()).toEqual(['/config/server/proxy/', '/config/dev/client/', '/guide/advanced/hmr/#hmr-through-a-proxy']);
    expect(screen.getByRole('option', { selected: true })).toHaveAttribute('href', '/guide/advanced/hmr/#hmr-through-a-proxy');
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/guide/advanced/hmr/#hmr-through-a-proxy');
  });

  it('names the button by its text, with the shortcut hint hidden from assistive technology', () => {
    renderSearch('zh', jest.fn());
    const button = screen.getByRole('button', { name: '搜索文档' });
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    expect(button.querySelector('kbd')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('mergeRanges', () => {
  const { mergeRanges } = jest.requireActual('../../src/components/Search/Highlighted') as typeof import('../../src/components/Search/Highlighted');
  it('joins overlapping and touching ranges, so overlapping CJK pairs mark the whole word', () => {
    expect(mergeRanges([[7, 9], [5, 7], [6, 8], [12, 14]])).toEqual([[5, 9], [12, 14]]);
  });
});
