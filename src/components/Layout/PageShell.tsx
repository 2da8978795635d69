import * as React from 'react';
import { MDXProvider } from '@mdx-js/react';
import { site } from '../../data/site';
import type { PageContext } from '../../data/types';
import { LocaleProvider, useT } from '../../hooks/useLocale';
import { langFromPath } from '../../utils/paths';
import { mdxComponents } from '../Mdx';
import { ContentLinkProvider } from '../Mdx/ContentLink';
import { Navbar } from '../Nav/Navbar';
import { SearchSettingsContext } from '../Search/SearchContext';
import * as styles from './PageShell.module.css';

export type ShellContext = Partial<PageContext> & { frontmatter?: { navbar?: boolean } };

function SkipLink() {
  const t = useT();
  return (
    <a className={styles.skipLink} href="#content">
      {t.skipToContent}
    </a>
  );
}

/** Parent directory route of a doc, against which relative links resolve. */
function docDir(docId: string | undefined): string {
  if (!docId) return '/';
  const parts = docId.split('/').slice(0, -1);
  return parts.length ? `/${parts.join('/')}/` : '/';
}

/**
 * What every page shares: its language (read from the path, so the 404
 * page a static host serves for `/zh/...` speaks Chinese), the MDX
 * components, the skip link and the navbar.
 */
export function PageShell({
  pathname,
  pageContext,
  children,
}: {
  pathname: string;
  pageContext: ShellContext;
  children: React.ReactNode;
}) {
  const lang = langFromPath(pathname);
  const showNavbar = site.hideNavbar !== 'always' && pageContext.pageType !== 'blank' && pageContext.frontmatter?.navbar !== false;
  const linkContext = React.useMemo(() => ({ lang, dir: docDir(pageContext.docId) }), [lang, pageContext.docId]);
  return (
    <LocaleProvider lang={lang}>
      <ContentLinkProvider value={linkContext}>
        <SearchSettingsContext.Provider value={pageContext.search ?? null}>
          <MDXProvider components={mdxComponents}>
            <SkipLink />
            {showNavbar && <Navbar pathname={pathname} notFound={pageContext.pageType === '404'} />}
            {children}
          </MDXProvider>
        </SearchSettingsContext.Provider>
      </ContentLinkProvider>
    </LocaleProvider>
  );
}
