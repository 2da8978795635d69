import * as React from 'react';
import { locales } from '../../data/locales';
import { site } from '../../data/site';
import { LANGS } from '../../data/types';
import { langFromPath, switchLangPath } from '../../utils/paths';
import { CARD_HEIGHT, CARD_WIDTH, cardUrlFor, OG_LOCALES } from '../../utils/social-card';

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
  const lang = langFromPath(pathname);
  const locale = locales[lang];
  const summary = description || locale.description;
  const card = cardUrlFor(pathname, indexable);
  return (
    <>
      <html lang={locale.htmlLang} />
      <title>{title}</title>
      <meta name="description" content={summary} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      {indexable && <meta property="og:url" content={`${site.siteUrl}${pathname}`} />}
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      {LANGS.filter((other) => other !== lang).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
      ))}
      <meta property="og:image" content={card} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={indexable ? title : `${site.title} - ${locale.description}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={card} />
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
