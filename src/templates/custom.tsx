import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import type { PageContext } from '../data/types';
import { documentTitle, PageHead } from '../components/Seo/PageHead';

/** gatsby-plugin-mdx puts each page's front matter into its context. */
type CustomContext = PageContext & {
  frontmatter: { title: string; description?: string | null; titleSuffix?: string | null };
};

/** Custom and blank pages: the content alone (blank pages also drop the navbar). */
export default function CustomTemplate({ children }: PageProps<object, CustomContext>) {
  return (
    <main id="content" tabIndex={-1} className="markdown">
      {children}
    </main>
  );
}

export function Head({ pageContext, location }: HeadProps<object, CustomContext>) {
  const { frontmatter } = pageContext;
  return (
    <PageHead
      title={documentTitle({ ...frontmatter, pageType: pageContext.pageType })}
      description={frontmatter.description}
      pathname={location.pathname}
    />
  );
}
