import { applyHiddenParts } from '../../src/utils/page-parts';
import { prePaintScript } from '../../src/utils/pre-paint';

function withDocument(run: (root: { dataset: Record<string, string> }) => void) {
  const root = { dataset: {} as Record<string, string> };
  (global as unknown as { document: unknown }).document = { documentElement: root };
  try {
    run(root);
  } finally {
    delete (global as unknown as { document?: unknown }).document;
  }
}

describe('hidden page parts', () => {
  it('hides the parts the query string turns off', () => {
    withDocument((root) => {
      applyHiddenParts('?navbar=0&outline=0&footer=1&x=0');
      expect(root.dataset.hide).toBe('navbar outline');
      applyHiddenParts('?sidebar=0&footer=0');
      expect(root.dataset.hide).toBe('sidebar footer');
      applyHiddenParts('');
      expect(root.dataset.hide).toBeUndefined();
    });
  });

  it('run before paint, together with the theme', () => {
    const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string> };
    const listened: string[] = [];
    const listen = (type: string) => listened.push(type);
    const doc = { documentElement: root, addEventListener: listen };
    const win: Record<string, unknown> = { matchMedia: () => ({ matches: false }), addEventListener: listen, document: doc };
    new Function('window', 'document', 'localStorage', 'location', prePaintScript)(
      win,
      doc,
      { getItem: () => 'dark' },
      { search: '?sidebar=0' },
    );
    expect(root.dataset).toEqual({ theme: 'dark', themeSetting: 'dark', hide: 'sidebar' });
    // An intent to search is caught from then on.
    expect(listened.sort()).toEqual(['click', 'focusin', 'keydown', 'pointerover']);
    expect(win.__searchIntent).toMatchObject({ open: false, query: '' });
  });
});
