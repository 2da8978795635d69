import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../node/plan-pages';
import { documentTitle, PageHead } from '../components/Seo/PageHead';

type Data = Queries.CustomPageQuery;

/** Custom and blank pages: the content alone (blank pages also drop the navbar). */
export default function CustomTemplate({ children }: PageProps<Data, PageContext>) {
  return (
    <main id="content" tabIndex={-1} className="markdown">
      {children}
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
      pageType
      description
      frontmatter {
        titleSuffix
      }
    }
  }
`;
