import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../data/types';
import { Article } from '../components/Article/Article';
import { HomeFeatures } from '../components/Home/HomeFeatures';
import { HomeHero } from '../components/Home/HomeHero';
import { documentTitle, PageHead } from '../components/Seo/PageHead';
import { useLocale } from '../hooks/useLocale';
import * as styles from '../components/Home/Home.module.css';

type Data = Queries.HomePageQuery;

export default function HomeTemplate({ data }: PageProps<Data, PageContext>) {
  const { footerMessage, ui } = useLocale();
  const page = data.docPage;
  // In development a page's record is gone for a moment while its file is replaced (an editor's atomic save).
  if (!page) return null;
  const { hero, features } = page.frontmatter;
  return (
    <>
      <main id="content" tabIndex={-1} className={styles.home}>
        {hero && <HomeHero hero={hero} />}
        {features && <HomeFeatures features={features} label={ui.featuresLabel} />}
        <Article html={page.html} className={`markdown ${styles.body}`} />
      </main>
      <footer className={styles.footer}>{footerMessage}</footer>
    </>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const page = data.docPage;
  if (!page) return null;
  return (
    <PageHead
      title={documentTitle({ ...page, titleSuffix: page.frontmatter.titleSuffix })}
      description={page.description}
      pathname={location.pathname}
      feeds={page.feeds}
    />
  );
}

export const query = graphql`
  query HomePage($id: String!) {
    docPage(id: { eq: $id }) {
      title
      html
      pageType
      description
      feeds {
        url
        mime
        title
      }
      frontmatter {
        titleSuffix
        hero {
          name
          text
          tagline
          actions {
            theme
            text
            link
          }
          image {
            src
            alt
          }
        }
        features {
          title
          details
          icon
          link
          span
        }
      }
    }
  }
`;
