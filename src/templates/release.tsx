import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { SidebarItem } from '../data/types';
import type { PageContext } from '../data/types';
import { DocLayout } from '../components/DocLayout/DocLayout';
import { ReleaseMeta } from '../components/DocLayout/ReleaseMeta';
import { DocPageHead } from '../components/Seo/DocPageHead';

type Data = Queries.ReleasePageQuery;

/** A release note: a doc page that also shows its publish date and feeds. */
export default function ReleaseTemplate({ data, location }: PageProps<Data, PageContext>) {
  const page = data.docPage;
  // In development a page's record is gone for a moment while its file is replaced (an editor's atomic save).
  if (!page) return null;
  return (
    <DocLayout
      pathname={location.pathname}
      html={page.html}
      title={page.title}
      sidebar={(data.sidebar?.items as SidebarItem[] | undefined) ?? null}
      toc={page.toc}
      lastUpdated={page.lastUpdated}
      relativePath={page.relativePath}
      parts={page.frontmatter}
      prev={data.prev}
      next={data.next}
      header={<ReleaseMeta publishedAt={page.frontmatter.published_at!} feeds={page.feeds} />}
    />
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const page = data.docPage;
  if (!page) return null;
  return (
    <DocPageHead
      page={page}
      pathname={location.pathname}
      sidebar={data.sidebar?.items as SidebarItem[] | undefined}
      publishedAt={page.frontmatter.published_at}
    />
  );
}

export const query = graphql`
  query ReleasePage($id: String!, $locale: String!, $sidebarKey: String, $prevId: String, $nextId: String) {
    docPage(id: { eq: $id }) {
      ...DocPageFields
      frontmatter {
        published_at
      }
    }
    sidebar(key: { eq: $sidebarKey }, lang: { eq: $locale }) {
      ...SidebarFields
    }
    prev: docPage(id: { eq: $prevId }) {
      title
      routePath
    }
    next: docPage(id: { eq: $nextId }) {
      title
      routePath
    }
  }
`;
