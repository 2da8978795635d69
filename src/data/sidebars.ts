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
};
