import * as React from 'react';
import { locales } from '../../data/locales';
import { site } from '../../data/site';
import { LANGS } from '../../data/types';
import { langFromPath, switchLangPath } from '../../utils/paths';

/** A feed as a page links it. */
export interface FeedLink {
  url: string;
  mime: string;
  title: string;
}

export interface PageHeadProps {
  /** The complete document title. */
  title: string;
  description?: string | null;
  pathname: string;
  feeds?: readonly FeedLink[];
  /** Canonical and language alternates make no sense for an error page. */
  indexable?: boolean;
}

/** `<title> - Rsbuild` for docs; the home page puts its titleSuffix after the site name. */
export function documentTitle(page: { title: string; pageType: string; titleSuffix?: string | null }): string {
  if (page.pageType === 'home') return `${site.title}${page.titleSuffix ?? ''}`;
  return `${page.title}${page.titleSuffix ?? ` - ${site.title}`}`;
}

/** Head tags of every page, rendered at build time by Gatsby's Head API. */
export function PageHead({ title, description, pathname, feeds = [], indexable = true }: PageHeadProps) {
  const locale = locales[langFromPath(pathname)];
  const summary = description || locale.description;
  return (
    <>
      <html lang={locale.htmlLang} />
      <title>{title}</title>
      <meta name="description" content={summary} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      <meta property="og:type" content="website" />
      <link rel="icon" href="/logo.svg" type="image/svg+xml" />
      {indexable && <link rel="canonical" href={`${site.siteUrl}${pathname}`} />}
      {indexable &&
        LANGS.map((lang) => (
          <link
            key={lang}
            rel="alternate"
            hrefLang={locales[lang].htmlLang}
            href={`${site.siteUrl}${switchLangPath(pathname, lang)}`}
          />
        ))}
      {indexable && <link rel="alternate" hrefLang="x-default" href={`${site.siteUrl}${switchLangPath(pathname, 'en')}`} />}
      {feeds.map((feed) => (
        <link key={feed.url} rel="alternate" type={feed.mime} title={feed.title} href={feed.url} />
      ))}
    </>
  );
}
