import * as React from 'react';
import { locales } from '../../data/locales';
import { navFor } from '../../data/nav';
import { site } from '../../data/site';
import type { SidebarItem } from '../../data/types';
import { langFromPath } from '../../utils/paths';
import { breadcrumbTrail, docPageJsonLd, jsonForScript } from '../../utils/structured-data';
import { documentTitle, PageHead } from './PageHead';

type DocPageFields = Pick<
  Queries.DocPageFieldsFragment,
  'title' | 'description' | 'pageType' | 'routePath' | 'lastUpdated' | 'feeds' | 'frontmatter'
>;

export interface DocPageHeadProps {
  page: DocPageFields;
  pathname: string;
  /** The sidebar the page shows, as the template queries it. */
  sidebar: readonly SidebarItem[] | null | undefined;
  /** Release notes: when they were published. */
  publishedAt?: string | null;
}

/**
 * The `Head` of a page in the doc layout: the tags of every page, and
 * JSON-LD saying where the page sits in the sidebar and what it is.
 */
export function DocPageHead({ page, pathname, sidebar, publishedAt }: DocPageHeadProps) {
  const lang = langFromPath(page.routePath);
  const data = docPageJsonLd(
    site.siteUrl,
    {
      title: page.title,
      description: page.description,
      inLanguage: locales[lang].htmlLang,
      dateModified: page.lastUpdated,
      datePublished: publishedAt,
      url: `${site.siteUrl}${page.routePath}`,
    },
    sidebar ? breadcrumbTrail(navFor(lang), sidebar, page.routePath) : null,
  );
  return (
    <>
      <PageHead
        title={documentTitle({ ...page, titleSuffix: page.frontmatter.titleSuffix })}
        description={page.description}
        pathname={pathname}
        feeds={page.feeds}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
    </>
  );
}
