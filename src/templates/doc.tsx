import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { SidebarItem } from '../data/types';
import type { PageContext } from '../data/types';
import { Article } from '../components/Article/Article';
import { DocLayout } from '../components/DocLayout/DocLayout';
import { OptionHeader } from '../components/DocLayout/OptionHeader';
import { DocPageHead } from '../components/Seo/DocPageHead';

type Data = Queries.DocPageQuery;

/** Doc pages; custom and blank pages are doc records shown bare, the content alone (blank pages also drop the navbar). */
export default function DocTemplate({ data, location }: PageProps<Data, PageContext>) {
  const page = data.docPage;
  // In development a page's record is gone for a moment while its file is replaced (an editor's atomic save).
  if (!page) return null;
  const { frontmatter } = page;
  if (page.pageType === 'custom' || page.pageType === 'blank') {
    return (
      <main id="content" tabIndex={-1}>
        <Article html={page.html} className="markdown" />
      </main>
    );
  }
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
      header={
        frontmatter.type && frontmatter.default ? (
          <OptionHeader
            type={frontmatter.type}
            default={frontmatter.default}
            productionDefault={frontmatter.productionDefault}
            unset={frontmatter.unset}
            since={frontmatter.since}
            subOptions={frontmatter.subOptions}
            toc={page.toc}
          />
        ) : undefined
      }
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
  query DocPage($id: String!, $locale: String!, $sidebarKey: String, $prevId: String, $nextId: String) {
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
  }
`;
