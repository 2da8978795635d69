import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PackageManagerTabs } from '../../src/components/Mdx/PackageManagerTabs';
import { Tab, Tabs } from '../../src/components/Mdx/Tabs';
import { renderIn } from './render';

beforeEach(() => localStorage.clear());

describe('Tabs', () => {
  it('is an ARIA tab list with one visible panel', async () => {
    renderIn(
      'en',
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

  it('moves with the arrow keys, Home and End', async () => {
    renderIn(
      'en',
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

  it('keeps groups with the same key in step and remembers the choice', async () => {
    const { unmount } = renderIn(
      'en',
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
    unmount();
    renderIn('en', <PackageManagerTabs command="add -D c" />);
    expect(screen.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
  });
});
