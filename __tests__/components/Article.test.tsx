import * as React from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { Article } from '../../src/components/Article/Article';
import { COPIED_MS } from '../../src/utils/article-markup';
import { componentsIn, showArticle } from '../support/article';

const highlighted = '<div class="gatsby-highlight"><pre class="language-bash"><code class="language-bash">npm add -D @rsbuild/core</code></pre></div>';

beforeEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('callouts', () => {
  it('are titled by type in the page language', () => {
    const { Callout } = componentsIn('en');
    showArticle(<Callout type="warning">Careful</Callout>);
    expect(screen.getByRole('note')).toHaveTextContent('WARNING');
  });

  it('take an author title and fold details away', () => {
    const { Callout } = componentsIn('zh');
    showArticle(
      <Callout type="details" title="展开**看看**">
        隐藏的内容
      </Callout>,
    );
    const summary = screen.getByText('展开', { exact: false });
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.querySelector('strong')).toHaveTextContent('看看');
    expect(summary.closest('details')).not.toHaveAttribute('open');
  });
});

describe('code blocks', () => {
  const block = (lang: 'en' | 'zh', wrap?: string) => {
    const { CodeBlock } = componentsIn(lang);
    return showArticle(
      <CodeBlock lang="bash" title="terminal" wrap={wrap}>
        <span dangerouslySetInnerHTML={{ __html: highlighted }} />
      </CodeBlock>,
    );
  };

  it('show the title and the highlighted markup, keyboard-scrollable, without the wrapping span', () => {
    const root = block('en');
    expect(screen.getByText('terminal')).toBeInTheDocument();
    expect(root.querySelector('pre')).toHaveAttribute('tabindex', '0');
    expect(root.querySelector('span > .gatsby-highlight')).toBeNull();
    expect(root.querySelector('.code-block')).not.toHaveAttribute('data-wrap');
    expect(block('en', 'true').querySelector('.code-block')).toHaveAttribute('data-wrap', 'true');
  });

  it('copy the code and say so for two seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    block('zh');
    await user.click(screen.getByRole('button', { name: '复制代码' }));
    expect(writeText).toHaveBeenCalledWith('npm add -D @rsbuild/core');
    const copied = await screen.findByRole('button', { name: '已复制' });
    expect(copied).toHaveAttribute('data-copied');
    expect(copied).toHaveTextContent('已复制');
    act(() => jest.advanceTimersByTime(COPIED_MS - 10));
    expect(screen.getByRole('button', { name: '已复制' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByRole('button', { name: '复制代码' })).not.toHaveAttribute('data-copied');
    jest.useRealTimers();
  });
});

describe('tabs', () => {
  it('are an ARIA tab list with one visible panel and inline markdown in labels', async () => {
    const { Tab, Tabs } = componentsIn('en');
    showArticle(
      <Tabs>
        <Tab label="One">First panel</Tab>
        <Tab label="**Two**">Second panel</Tab>
      </Tabs>,
    );
    const [one, two] = screen.getAllByRole('tab');
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(two!.querySelector('strong')).toHaveTextContent('Two');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('First panel');
    await userEvent.click(two!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
    expect(screen.getByText('First panel')).not.toBeVisible();
  });

  it('move with the arrow keys, Home and End', async () => {
    const { Tab, Tabs } = componentsIn('en');
    showArticle(
      <Tabs>
        <Tab label="A">a</Tab>
        <Tab label="B">b</Tab>
        <Tab label="C">c</Tab>
      </Tabs>,
    );
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('keep groups with the same key in step and remember the choice for the next article', async () => {
    const { PackageManagerTabs } = componentsIn('en');
    showArticle(
      <>
        <PackageManagerTabs command="add -D a" />
        <PackageManagerTabs command="add -D b" />
      </>,
    );
    const [firstGroup, secondGroup] = screen.getAllByRole('tablist');
    await userEvent.click(within(firstGroup!).getByRole('tab', { name: 'pnpm' }));
    expect(within(secondGroup!).getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('pnpm add -D b')).toBeVisible();
    expect(localStorage.getItem('rsbuild-tabs:package-manager')).toBe('pnpm');

    document.body.innerHTML = '';
    showArticle(<PackageManagerTabs command={{ npm: 'npm create rsbuild@latest', pnpm: 'pnpm create rsbuild@latest' }} />);
    expect(screen.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('pnpm create rsbuild@latest')).toBeVisible();
  });
});

describe('links', () => {
  afterEach(() => jest.mocked(navigate).mockClear());

  it('send site links to the page in the same language and external ones to a new tab', () => {
    const { a: Link } = componentsIn('zh');
    showArticle(
      <p>
        <Link href="/config/output/minify">minify</Link> <Link href="https://rspack.dev/">Rspack</Link>{' '}
        <Link href="/zh/rss/releases-atom.xml">feed</Link> <Link href="../basic/server">server</Link>
      </p>,
    );
    expect(screen.getByRole('link', { name: 'minify' })).toHaveAttribute('href', '/zh/config/output/minify/');
    expect(screen.getByRole('link', { name: 'server' })).toHaveAttribute('href', '/zh/guide/basic/server/');
    expect(screen.getByRole('link', { name: 'Rspack' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Rspack' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'feed' })).toHaveAttribute('href', '/zh/rss/releases-atom.xml');
    expect(screen.getByRole('link', { name: 'feed' })).not.toHaveAttribute('target');
  });

  it('go through the router on a plain click and leave modified clicks and files to the browser', async () => {
    const { a: Link } = componentsIn('en');
    showArticle(
      <p>
        <Link href="/config/output/minify#usage">minify</Link> <Link href="/rss/feed.xml">feed</Link>
      </p>,
    );
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    await userEvent.click(screen.getByRole('link', { name: 'minify' }));
    expect(navigate).toHaveBeenCalledWith('/config/output/minify/#usage');
    jest.mocked(navigate).mockClear();
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'minify' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'feed' }));
    expect(navigate).not.toHaveBeenCalled();
    document.removeEventListener('click', stop);
  });
});

describe('steps and badges', () => {
  it('number the steps around their content and render badges with inline markdown', () => {
    const { Badge, Steps } = componentsIn('en');
    showArticle(
      <Steps>
        <h3>First</h3>
        <Badge type="warning" text="since `0.7.1`" />
      </Steps>,
    );
    expect(screen.getByText('0.7.1').tagName).toBe('CODE');
    expect(screen.getByText('0.7.1').closest('.badge')).toHaveAttribute('data-type', 'warning');
    expect(screen.getByRole('heading', { name: 'First' }).parentElement).toHaveClass('steps');
  });
});

describe('tables', () => {
  afterEach(() => jest.restoreAllMocks());

  it('are a tab stop only while they overflow', () => {
    const { table: Table } = componentsIn('en');
    const ui = (
      <Table>
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </Table>
    );
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    const width = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    expect(showArticle(ui).querySelector('.table-frame')).toHaveAttribute('tabindex', '0');
    width.mockReturnValue(600);
    expect(showArticle(ui).querySelector('.table-frame')).not.toHaveAttribute('tabindex');
  });
});

describe('Article', () => {
  it('keeps the nodes it hydrates and replaces them only for new HTML', () => {
    const html = '<p>Static <code>text</code></p>';
    const container = document.createElement('div');
    container.innerHTML = `<div data-article="">${html}</div>`;
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const { rerender } = render(<Article html={html} />, { container, hydrate: true });
    expect(container.querySelector('p')).toBe(paragraph);
    rerender(<Article html={html} />);
    expect(container.querySelector('p')).toBe(paragraph);
    rerender(<Article html="<p>Next page</p>" />);
    expect(container).toHaveTextContent('Next page');
  });
});

describe('live edits in development', () => {
  class FakeEventSource {
    static last: FakeEventSource | null = null;
    listeners: ((event: MessageEvent<string>) => void)[] = [];
    constructor(readonly url: string) {
      FakeEventSource.last = this;
    }
    addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
      this.listeners.push(listener);
    }
    removeEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
      this.listeners = this.listeners.filter((candidate) => candidate !== listener);
    }
    send(data: object) {
      act(() => this.listeners.forEach((listener) => listener(new MessageEvent('message', { data: JSON.stringify(data) }))));
    }
  }

  const environment = process.env.NODE_ENV;
  beforeEach(() => {
    process.env.NODE_ENV = 'development';
    Object.assign(window, { EventSource: FakeEventSource });
    window.history.pushState(null, '', '/guide/start/quick-start/');
  });
  afterEach(() => {
    process.env.NODE_ENV = environment;
  });

  it('show the saved article of this page at once, until newer page data arrives', () => {
    const { rerender } = render(<Article html="<p>Before the edit</p>" />);
    const server = FakeEventSource.last!;
    expect(server.url).toBe('/__article-edits');
    server.send({ path: '/guide/start/other/', html: '<p>Another page</p>' });
    expect(screen.getByText('Before the edit')).toBeInTheDocument();
    server.send({ path: '/guide/start/quick-start/', html: '<p>Saved a moment ago</p>' });
    expect(screen.getByText('Saved a moment ago')).toBeInTheDocument();
    rerender(<Article html="<p>From the page data</p>" />);
    expect(screen.getByText('From the page data')).toBeInTheDocument();
  });
});
