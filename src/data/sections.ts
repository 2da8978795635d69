import type { Localized } from './types';

/** The sections of the site: the first folder of a doc id, with its name in each language. */
export const sections = {
  guide: { en: 'Guide', zh: '指南' },
  config: { en: 'Config', zh: '配置' },
  plugins: { en: 'Plugin', zh: '插件' },
  api: { en: 'API', zh: 'API' },
  community: { en: 'Community', zh: '社区' },
} satisfies Record<string, Localized>;

export type SectionKey = keyof typeof sections;

export function sectionOf(docId: string): SectionKey | null {
  const first = docId.split('/')[0] ?? '';
  return first in sections ? (first as SectionKey) : null;
}
