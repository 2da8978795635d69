import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { feedChannels, feedsFor } from '../data/feeds';
import { site } from '../data/site';
import { LANGS, type Lang } from '../data/types';
import { homePath } from '../utils/paths';

/** What a feed entry is made of, read from the page records. */
export interface FeedPage {
  title: string;
  description: string;
  routePath: string;
  lang: string;
  docId: string;
  frontmatter: { published_at: string | null };
}

export interface FeedEntry {
  title: string;
  description: string;
  url: string;
  date: Date;
}

export const FEED_PAGES_QUERY = `
  {
    allDocPage(filter: { frontmatter: { published_at: { ne: null } } }) {
      nodes {
        title
        description
        routePath
        lang
        docId
        frontmatter {
          published_at
        }
      }
    }
  }
`;

/** The entries of one channel in one language, newest first. */
export function channelEntries(pages: readonly FeedPage[], channelId: string, lang: Lang): FeedEntry[] {
  const { docPrefix } = feedChannels[channelId]!;
  return pages
    .filter((page) => page.lang === lang && page.docId.startsWith(docPrefix) && page.frontmatter.published_at)
    .map((page) => ({
      title: page.title,
      description: page.description,
      url: `${site.siteUrl}${page.routePath}`,
      date: new Date(page.frontmatter.published_at!),
    }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}

function eachFeed<T>(make: (channelId: string, lang: Lang) => T): T[] {
  return Object.keys(feedChannels).flatMap((channelId) => LANGS.map((lang) => make(channelId, lang)));
}

function fileOf(channelId: string, lang: Lang, mime: string): string {
  return feedsFor(channelId, lang).find((feed) => feed.mime === mime)!.url;
}

/** RSS feeds, written by gatsby-plugin-feed. */
export function rssFeedOptions() {
  return eachFeed((channelId, lang) => {
    const output = fileOf(channelId, lang, 'application/rss+xml');
    const channel = feedChannels[channelId]!;
    return {
      query: FEED_PAGES_QUERY,
      output,
      title: channel.title[lang],
      description: channel.description[lang],
      language: feedsFor(channelId, lang)[0]!.language,
      feed_url: `${site.siteUrl}${output}`,
      site_url: `${site.siteUrl}${homePath(lang)}`,
      // Pages announce their feeds through the Head API from front matter, not through this plugin.
      match: '^$',
      serialize: ({ query }: { query: { allDocPage: { nodes: FeedPage[] } } }) =>
        channelEntries(query.allDocPage.nodes, channelId, lang).map((entry) => ({
          title: entry.title,
          description: entry.description,
          url: entry.url,
          guid: entry.url,
          date: entry.date,
        })),
    };
  });
}

/** Atom feeds, written after the build with the `feed` library. */
export async function writeAtomFeeds({ graphql, reporter }: BuildArgs): Promise<void> {
  const result = await graphql<{ allDocPage: { nodes: FeedPage[] } }>(FEED_PAGES_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the pages of the feeds', result.errors);
    return;
  }
  const { Feed } = await import('feed');
  await Promise.all(
    eachFeed(async (channelId, lang) => {
      const channel = feedChannels[channelId]!;
      const output = fileOf(channelId, lang, 'application/atom+xml');
      const home = `${site.siteUrl}${homePath(lang)}`;
      const feed = new Feed({
        id: home,
        link: home,
        title: channel.title[lang],
        description: channel.description[lang],
        language: feedsFor(channelId, lang)[0]!.language,
        copyright: `© ${site.copyrightYear} Bytedance Inc.`,
        feedLinks: { atom: `${site.siteUrl}${output}` },
      });
      for (const entry of channelEntries(result.data!.allDocPage.nodes, channelId, lang)) {
        feed.addItem({ id: entry.url, link: entry.url, title: entry.title, description: entry.description, date: entry.date });
      }
      const file = path.join('public', output);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, feed.atom1());
    }),
  );
}
