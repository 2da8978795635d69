import * as React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from '../../src/components/Floating/Tooltip';
import { ToolsMenu } from '../../src/components/Nav/ToolsMenu';
import { toolLinks } from '../../src/data/tool-links';
import { renderIn } from './render';

describe('ToolsMenu', () => {
  it('opens from the keyboard with the family of tools, each opening a new tab', async () => {
    renderIn('en', <ToolsMenu tools={toolLinks} />);
    const button = screen.getByRole('button', { name: 'Rspack tools' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'The Rspack family' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://rspack.dev/',
      'https://rsbuild.dev/',
      'https://rspress.dev/',
      'https://rsdoctor.dev/',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(panel).toHaveTextContent('A fast bundler written in Rust');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('describes the tools in Chinese on Chinese pages', async () => {
    renderIn('zh', <ToolsMenu tools={toolLinks} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rspack 工具' }));
    const panel = await screen.findByRole('region', { name: 'Rspack 工具家族' });
    expect(panel).toHaveTextContent('基于 Rust 的高性能打包工具');
    expect(within(panel).getAllByRole('link')[0]).toHaveAttribute('href', 'https://rspack.dev/zh/');
  });

  it('toggles on tap on touch screens', async () => {
    renderIn('en', <ToolsMenu tools={toolLinks} />);
    const button = screen.getByRole('button', { name: 'Rspack tools' });
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    fireEvent.click(button, { detail: 1 });
    await screen.findByRole('region', { name: 'The Rspack family' });
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    fireEvent.click(button, { detail: 1 });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Tooltip', () => {
  it('appears 100 ms after focus and leaves with it', async () => {
    jest.useFakeTimers();
    renderIn(
      'en',
      <Tooltip content="GitHub">
        <a href="https://github.com/" aria-label="GitHub">
          icon
        </a>
      </Tooltip>,
    );
    act(() => screen.getByRole('link').focus());
    expect(screen.queryByText('GitHub')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    jest.useRealTimers();
    expect(await screen.findByText('GitHub')).toBeInTheDocument();
    expect(document.querySelector('[role="tooltip"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
