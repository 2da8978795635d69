import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { SidebarItem } from '../data/types';
import type { PageContext } from '../data/types';
import { DocLayout } from '../components/DocLayout/DocLayout';
import { OverviewGroups } from '../components/Overview/OverviewGroups';
import { DocPageHead } from '../components/Seo/DocPageHead';
import { overviewGroups } from '../utils/overview';

type Data = Queries.OverviewPageQuery;

/** An index of the pages below this one, grouped as in the sidebar. */
export default function OverviewTemplate({ data, location }: PageProps<Data, PageContext>) {
  const page = data.docPage;
  // In development a page's record is gone for a moment while its file is replaced (an editor's atomic save).
  if (!page) return null;
  const sidebar = (data.sidebar?.items as SidebarItem[] | undefined) ?? [];
  const groups = overviewGroups(sidebar, data.children.nodes, page.routePath);
  return (
    <DocLayout
      pathname={location.pathname}
      html={page.html}
      title={page.title}
      sidebar={data.sidebar ? sidebar : null}
      toc={page.toc}
      lastUpdated={page.lastUpdated}
      relativePath={page.relativePath}
      parts={page.frontmatter}
      prev={data.prev}
      next={data.next}
      after={<OverviewGroups groups={groups} />}
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
    />
  );
}

export const query = graphql`
  query OverviewPage(
    $id: String!
    $locale: String!
    $sidebarKey: String
    $prevId: String
    $nextId: String
    $childGlob: String
  ) {
    docPage(id: { eq: $id }) {
      ...DocPageFields
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
    children: allDocPage(filter: { lang: { eq: $locale }, routePath: { glob: $childGlob } }) {
      nodes {
        routePath
        title
        toc {
          id
          text
          depth
        }
      }
    }
  }
`;
