import * as React from 'react';
import { locales } from '../../data/locales';
import { navFor } from '../../data/nav';
import { site } from '../../data/site';
import type { SidebarItem } from '../../data/types';
import { langFromPath } from '../../utils/paths';
import { breadcrumbTrail, docPageJsonLd, jsonForScript } from '../../utils/structured-data';

export interface DocStructuredDataProps {
  /** Route of the page, e.g. `/zh/config/server/port/`. */
  routePath: string;
  title: string;
  description?: string | null;
  lastUpdated: string;
  publishedAt?: string | null;
  /** The sidebar the page shows, as the template queries it. */
  sidebar: readonly SidebarItem[] | null | undefined;
}

/** JSON-LD of a doc page, for its `Head`: where it sits in the sidebar, and what it is. */
export function DocStructuredData({ routePath, title, description, lastUpdated, publishedAt, sidebar }: DocStructuredDataProps) {
  const lang = langFromPath(routePath);
  const data = docPageJsonLd(
    site.siteUrl,
    {
      title,
      description,
      inLanguage: locales[lang].htmlLang,
      dateModified: lastUpdated,
      datePublished: publishedAt,
      url: `${site.siteUrl}${routePath}`,
    },
    sidebar ? breadcrumbTrail(navFor(lang), sidebar, routePath) : null,
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
