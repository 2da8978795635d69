import * as React from 'react';
import { screen, within } from '@testing-library/react';
import { OptionHeader } from '../../src/components/DocLayout/OptionHeader';
import { renderIn } from './render';

describe('OptionHeader', () => {
  it('shows type and default, and the version only when newer than 0.1', () => {
    const { rerender } = renderIn('en', <OptionHeader type="'ascii' | 'utf8'" default="'ascii'" since="0.1.0" toc={[]} />);
    expect(screen.getByText("'ascii' | 'utf8'")).toBeInTheDocument();
    expect(screen.getByText("'ascii'")).toBeInTheDocument();
    expect(screen.queryByText('Added in')).not.toBeInTheDocument();
    rerender(<OptionHeader type="boolean" default="undefined" since="0.7.1" toc={[]} />);
    expect(screen.getByText('Added in')).toBeInTheDocument();
    expect(screen.getByText('v0.7.1')).toBeInTheDocument();
  });

  it('gives both defaults when production differs', () => {
    renderIn('zh', <OptionHeader type="string" default="'[name].js'" productionDefault="'[name].[contenthash:8].js'" toc={[]} />);
    const value = screen.getByText('默认值').nextElementSibling!;
    expect(value).toHaveTextContent("开发模式下为 '[name].js'，生产模式下为 '[name].[contenthash:8].js'");
    expect(within(value as HTMLElement).getAllByText(/\[name\]/).map((text) => text.closest('code')?.tagName)).toEqual(['CODE', 'CODE']);
  });

  it('says when an option has no default, and what Rsbuild uses in its place', () => {
    renderIn('en', <OptionHeader type="boolean | { id?: string }" default="false" productionDefault="true" unset toc={[]} />);
    expect(screen.getByText('Default').nextElementSibling).toHaveTextContent('none; in its place Rsbuild uses false in development, true in production');
  });

  it('lists sub-options linked to their sections', () => {
    renderIn(
      'en',
      <OptionHeader
        type="object"
        default="{}"
        subOptions={[
          { name: 'output.distPath.root', type: 'string', default: "'dist'", since: '0.1.0' },
          { name: 'output.distPath.jsAsync', type: 'string', default: 'undefined', since: '0.4.9' },
        ]}
        toc={[
          { id: 'distpathroot', text: 'distPath.root' },
          { id: 'distpathjsasync', text: 'distPath.jsAsync' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Options of this object' });
    const root = within(table).getByRole('link', { name: 'distPath.root' });
    expect(root).toHaveAttribute('href', '#distpathroot');
    expect(root).toHaveTextContent(/^distPath\.root$/);
    expect(within(table).getByRole('link', { name: 'distPath.jsAsync' })).toHaveAttribute('href', '#distpathjsasync');
    expect(within(table).getByText('v0.4.9')).toBeInTheDocument();
  });
});
