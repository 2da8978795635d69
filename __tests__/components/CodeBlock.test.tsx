import * as React from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeBlock, COPIED_MS } from '../../src/components/Mdx/CodeBlock';
import { renderIn } from './render';

const html = '<div class="gatsby-highlight"><pre class="language-bash"><code class="language-bash">npm add -D @rsbuild/core</code></pre></div>';

describe('copy button', () => {
  it('copies the code and shows it did for two seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderIn(
      'zh',
      <CodeBlock lang="bash">
        <span dangerouslySetInnerHTML={{ __html: html }} />
      </CodeBlock>,
    );
    await user.click(screen.getByRole('button', { name: '复制代码' }));
    expect(writeText).toHaveBeenCalledWith('npm add -D @rsbuild/core');
    expect(await screen.findByRole('button', { name: '已复制' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPIED_MS - 10));
    expect(screen.getByRole('button', { name: '已复制' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByRole('button', { name: '复制代码' })).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('wraps long lines only when the block asks', () => {
    const { container } = renderIn(
      'en',
      <CodeBlock lang="bash" wrap="true">
        <span dangerouslySetInnerHTML={{ __html: html }} />
      </CodeBlock>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-wrap', 'true');
  });
});
