import type { SidebarSourceItem } from '../../src/data/types';
import { flattenLinks, groupHoldsPath, isGroupInitiallyOpen, resolveSidebar, sidebarKeyOf } from '../../src/utils/sidebar';

const source: SidebarSourceItem[] = [
  'guide/start/index',
  { header: { en: 'Basics', zh: '基础' } },
  {
    group: { en: 'Start', zh: '开始' },
    items: ['guide/start/quick-start', { doc: 'guide/start/features', text: { en: 'What it does', zh: '能力' }, tag: 'new' }],
  },
  { divider: 'dashed' },
  { group: { en: 'Later', zh: '之后' }, collapsed: true, items: [{ group: { en: 'Deep', zh: '深' }, items: ['guide/deep/page'] }] },
];

describe('resolveSidebar', () => {
  it('resolves links, labels and groups for a language', () => {
    const zh = resolveSidebar(source, 'zh');
    expect(zh[0]).toEqual({ kind: 'link', link: '/zh/guide/start/', fileKey: 'guide/start/index' });
    expect(zh[1]).toEqual({ kind: 'header', text: '基础' });
    expect(zh[2]).toMatchObject({ kind: 'group', text: '开始', collapsible: true, collapsed: false });
    expect(zh[2]!.items![1]).toEqual({ kind: 'link', link: '/zh/guide/start/features/', fileKey: 'guide/start/features', text: '能力', tag: 'new' });
    expect(zh[3]).toEqual({ kind: 'divider', dividerType: 'dashed' });
  });

  it('flattens links in reading order', () => {
    expect(flattenLinks(resolveSidebar(source, 'en')).map((item) => item.fileKey)).toEqual([
      'guide/start/index',
      'guide/start/quick-start',
      'guide/start/features',
      'guide/deep/page',
    ]);
  });

  it('finds which sidebar lists a doc', () => {
    expect(sidebarKeyOf({ guide: source }, 'guide/deep/page')).toBe('guide');
    expect(sidebarKeyOf({ guide: source }, 'config/index')).toBeNull();
  });

  it('names the first sidebar that lists a doc, for each sidebars object asked', () => {
    const both = { guide: source, config: ['config/index', 'guide/start/features'] };
    expect(sidebarKeyOf(both, 'guide/start/features')).toBe('guide');
    expect(sidebarKeyOf(both, 'config/index')).toBe('config');
    expect(sidebarKeyOf({ config: both.config, guide: source }, 'guide/start/features')).toBe('config');
  });
});

describe('group state', () => {
  const [, , start, , later] = resolveSidebar(source, 'en');

  it('starts expanded unless authored collapsed', () => {
    expect(isGroupInitiallyOpen(start!, '/elsewhere/')).toBe(true);
    expect(isGroupInitiallyOpen(later!, '/elsewhere/')).toBe(false);
  });

  it('always opens the group holding the current page, at any depth', () => {
    expect(groupHoldsPath(later!, '/guide/deep/page/')).toBe(true);
    expect(isGroupInitiallyOpen(later!, '/guide/deep/page/')).toBe(true);
    expect(groupHoldsPath(start!, '/guide/deep/page/')).toBe(false);
  });
});
