import * as React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyPage } from '../../src/components/DocLayout/CopyPage';
import { COPIED_MS } from '../../src/utils/article-markup';
import { renderIn } from './render';

const MARKDOWN = '# Introduction\n\nBody.\n';

function mockFetch(response: { ok: boolean; status?: number; text?: string } | Error) {
  const fetchMock = jest.fn((url: string) => {
    void url;
    return response instanceof Error
      ? Promise.reject(response)
      : Promise.resolve({ ok: response.ok, status: response.status ?? 200, text: () => Promise.resolve(response.text ?? '') });
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  delete (globalThis as { ClipboardItem?: unknown }).ClipboardItem;
  jest.useRealTimers();
});

describe('CopyPage', () => {
  it('is labelled in both languages', () => {
    const { unmount } = renderIn('en', <CopyPage pathname="/guide/start/" />);
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More ways to read this page' })).toHaveAttribute('aria-haspopup', 'menu');
    unmount();
    renderIn('zh', <CopyPage pathname="/zh/guide/start/" />);
    expect(screen.getByRole('button', { name: '复制本页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '本页的其他阅读方式' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('copies the page’s Markdown and says so for two seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchMock = mockFetch({ ok: true, text: MARKDOWN });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderIn('en', <CopyPage pathname="/guide/start/" />);
    await user.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(fetchMock).toHaveBeenCalledWith('/guide/start.md');
    // The download and the clipboard write settle; no time passes.
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
    act(() => jest.advanceTimersByTime(COPIED_MS - 10));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('hands the clipboard a promise of the text, so the click still counts when the file arrives', async () => {
    const user = userEvent.setup();
    mockFetch({ ok: true, text: MARKDOWN });
    const items: Record<string, unknown>[] = [];
    Object.assign(globalThis, {
      ClipboardItem: class {
        constructor(data: Record<string, unknown>) {
          items.push(data);
        }
      },
    });
    const write = jest.spyOn(navigator.clipboard, 'write').mockResolvedValue(undefined);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderIn('zh', <CopyPage pathname="/zh/guide/start/" />);
    await user.click(screen.getByRole('button', { name: '复制本页' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '已复制' })).toBeInTheDocument());
    expect(write).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    const value = items[0]!['text/plain'];
    expect(value).toBeInstanceOf(Promise);
    const blob = (await value) as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toBe(MARKDOWN);
  });

  it.each([
    ['the server answers with an error', { ok: false, status: 404 }],
    ['the network fails', new Error('offline')],
  ] as const)('says clearly that it could not copy when %s', async (_, response) => {
    const user = userEvent.setup();
    mockFetch(response);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderIn('en', <CopyPage pathname="/guide/start/" />);
    await user.click(screen.getByRole('button', { name: 'Copy page' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The page could not be copied.'));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
  });

  it('offers the Markdown and llms.txt of the page’s language in a menu', async () => {
    const user = userEvent.setup();
    renderIn('zh', <CopyPage pathname="/zh/config/server/port/" />);
    await user.click(screen.getByRole('button', { name: '本页的其他阅读方式' }));
    expect(screen.getByRole('menu', { name: '本页的其他阅读方式' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: '查看 Markdown' })).toHaveAttribute('href', '/zh/config/server/port.md');
    expect(screen.getByRole('menuitem', { name: 'llms.txt' })).toHaveAttribute('href', '/zh/llms.txt');
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('follows the menu button pattern from the keyboard', async () => {
    const user = userEvent.setup();
    renderIn('en', <CopyPage pathname="/guide/start/" />);
    const menuButton = screen.getByRole('button', { name: 'More ways to read this page' });
    menuButton.focus();

    await user.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const [markdown, llms] = screen.getAllByRole('menuitem');
    expect(markdown).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(llms).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(markdown).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(llms).toHaveFocus();
    await user.keyboard('{Home}');
    expect(markdown).toHaveFocus();
    await user.keyboard('{End}');
    expect(llms).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('menuitem')[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
    await user.tab();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
