import { feedsFor } from '../../src/data/feeds';
import { channelEntries, rssFeedOptions, type FeedPage } from '../../src/node/feeds';

const page = (lang: string, version: string, date: string | null): FeedPage => ({
  title: `Rsbuild ${version}`,
  description: `Notes of ${version}`,
  routePath: `${lang === 'zh' ? '/zh' : ''}/community/releases/v${version.replace('.', '-')}/`,
  lang,
  docId: `community/releases/v${version.replace('.', '-')}`,
  frontmatter: { published_at: date },
});

describe('feeds', () => {
  it('names one RSS and one Atom file per language', () => {
    expect(feedsFor('releases', 'en').map((feed) => [feed.url, feed.mime, feed.language])).toEqual([
      ['/rss/releases-rss.xml', 'application/rss+xml', 'en'],
      ['/rss/releases-atom.xml', 'application/atom+xml', 'en'],
    ]);
    expect(feedsFor('releases', 'zh')[1]!.url).toBe('/zh/rss/releases-atom.xml');
    expect(() => feedsFor('blog', 'en')).toThrow('unknown feed "blog"');
  });

  it('lists the release notes of a language, newest first', () => {
    const pages = [page('en', '0.6', '2024-04-10T00:00:00Z'), page('en', '0.7', '2024-05-28T00:00:00Z'), page('zh', '0.7', '2024-05-28T00:00:00Z')];
    const entries = channelEntries(pages, 'releases', 'en');
    expect(entries.map((entry) => entry.title)).toEqual(['Rsbuild 0.7', 'Rsbuild 0.6']);
    expect(entries[0]!.url).toBe('https://rsbuild.dev/community/releases/v0-7/');
  });

  it('configures gatsby-plugin-feed for every language without injecting its own links', () => {
    const options = rssFeedOptions();
    expect(options.map((feed) => feed.output)).toEqual(['/rss/releases-rss.xml', '/zh/rss/releases-rss.xml']);
    expect(options.every((feed) => !new RegExp(feed.match).test('/community/releases/v0-7/'))).toBe(true);
  });
});
