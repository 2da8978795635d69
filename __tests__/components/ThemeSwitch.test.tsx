import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeSwitch } from '../../src/components/Nav/ThemeSwitch';
import { THEME_STORAGE_KEY } from '../../src/utils/theme';
import { renderIn } from './render';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.dataset.themeSetting = 'auto';
  document.documentElement.dataset.theme = 'light';
});

describe('ThemeSwitch', () => {
  it('names the current setting once mounted', () => {
    renderIn('en', <ThemeSwitch />);
    expect(screen.getByRole('button', { name: 'Color theme: Follow system' })).toBeInTheDocument();
  });

  it('cycles light, dark and auto, storing each choice and applying it to the page', async () => {
    renderIn('zh', <ThemeSwitch />);
    const button = screen.getByRole('button');
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('颜色主题: 浅色');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    await userEvent.click(button);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(button);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('auto');
    expect(document.documentElement.dataset.themeSetting).toBe('auto');
  });
});
