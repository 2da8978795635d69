import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../data/types';
import { Article } from '../components/Article/Article';
import { documentTitle, PageHead } from '../components/Seo/PageHead';

type Data = Queries.CustomPageQuery;

/** Custom and blank pages: the content alone (blank pages also drop the navbar). */
export default function CustomTemplate({ data }: PageProps<Data, PageContext>) {
  return (
    <main id="content" tabIndex={-1}>
      <Article html={data.docPage!.html} className="markdown" />
    </main>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const page = data.docPage!;
  return (
    <PageHead
      title={documentTitle({ ...page, titleSuffix: page.frontmatter.titleSuffix })}
      description={page.description}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query CustomPage($id: String!) {
    docPage(id: { eq: $id }) {
      title
      html
      pageType
      description
      frontmatter {
        titleSuffix
      }
    }
  }
`;
