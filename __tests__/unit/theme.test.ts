import { flippedThemeSetting, parseTheme, parseThemeSetting, themeScript, THEME_STORAGE_KEY } from '../../src/utils/theme';

describe('theme settings', () => {
  it('reads anything unknown as auto', () => {
    expect(parseThemeSetting('dark')).toBe('dark');
    expect(parseThemeSetting('light')).toBe('light');
    expect(parseThemeSetting('blue')).toBe('auto');
    expect(parseThemeSetting(null)).toBe('auto');
  });

  it('reads the shown theme as light unless it is dark', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme(undefined)).toBe('light');
  });

  it('flips to the opposite of the shown theme, never to auto', () => {
    expect(flippedThemeSetting('light')).toBe('dark');
    expect(flippedThemeSetting('dark')).toBe('light');
  });
});

describe('the pre-paint script', () => {
  function run(stored: string | null, systemDark: boolean, storageThrows = false) {
    const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string> };
    const window = { matchMedia: (query: string) => ({ matches: systemDark && query.includes('dark') }) };
    const localStorage = {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('blocked');
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    };
    new Function('window', 'document', 'localStorage', themeScript)(window, { documentElement: root }, localStorage);
    return root;
  }

  it('applies a stored choice whatever the system prefers', () => {
    expect(run('dark', false).dataset).toEqual({ theme: 'dark', themeSetting: 'dark' });
    expect(run('light', true).dataset).toEqual({ theme: 'light', themeSetting: 'light' });
  });

  it('follows the system when nothing is stored or storage is blocked', () => {
    expect(run(null, true).dataset).toEqual({ theme: 'dark', themeSetting: 'auto' });
    expect(run(null, false, true).dataset).toEqual({ theme: 'light', themeSetting: 'auto' });
    expect(run(null, true).style.colorScheme).toBe('dark');
  });
});
