import type { SidebarKey, SidebarSourceItem } from './types';

/**
 * Sidebars by section. Items are doc ids: paths under `content/<lang>/`
 * without extension, so both languages share one structure. A link without
 * its own text shows the title of its page.
 */
export const sidebars: Partial<Record<SidebarKey, SidebarSourceItem[]>> = {
  guide: [
    {
      group: { en: 'Getting Started', zh: '开始' },
      items: [
        'guide/start/index',
        'guide/start/quick-start',
        'guide/start/features',
        'guide/start/glossary',
        'guide/start/npm-packages',
      ],
    },
  ],
  community: [
    'community/index',
    {
      group: { en: 'Releases', zh: '发布记录' },
      items: [
        'community/releases/index',
        'community/releases/v0-7',
        'community/releases/v0-6',
        'community/releases/v0-5',
        'community/releases/v0-4',
        'community/releases/v0-3',
        'community/releases/v0-2',
        'community/releases/v0-1',
      ],
    },
  ],
};
