import { locales } from './locales';
import type { FeedRecord, Lang, Localized } from './types';

export interface FeedChannel {
  title: Localized;
  description: Localized;
  /** Doc ids (paths under `content/<lang>/`) whose pages are the feed's items. */
  docPrefix: string;
}

/** Feed channels; a page lists the ones it links in its `linkRss` front matter. */
export const feedChannels: Record<string, FeedChannel> = {
  releases: {
    title: { en: 'Rsbuild releases', zh: 'Rsbuild 版本发布' },
    description: {
      en: 'Release notes of Rsbuild, the Rspack powered build tool',
      zh: 'Rsbuild 各版本的发布说明',
    },
    docPrefix: 'community/releases/v',
  },
};

const FORMATS = [
  { suffix: 'rss', mime: 'application/rss+xml' },
  { suffix: 'atom', mime: 'application/atom+xml' },
] as const;

/** The RSS and Atom files of a channel in one language. */
export function feedsFor(id: string, lang: Lang): FeedRecord[] {
  const channel = feedChannels[id];
  if (!channel) {
    throw new Error(`unknown feed "${id}" in linkRss (known feeds: ${Object.keys(feedChannels).join(', ')})`);
  }
  const { prefix, htmlLang } = locales[lang];
  return FORMATS.map(({ suffix, mime }) => ({
    id,
    url: `${prefix}/rss/${id}-${suffix}.xml`,
    mime,
    language: htmlLang as FeedRecord['language'],
    title: channel.title[lang],
  }));
}
