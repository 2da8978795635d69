import * as React from 'react';
import { site } from '../../data/site';
import type { PageContext } from '../../data/types';
import { LocaleProvider, useT } from '../../hooks/useLocale';
import { docDir } from '../../utils/links';
import { langFromPath } from '../../utils/paths';
import { ContentLinkProvider } from '../Mdx/ContentLink';
import { Navbar } from '../Nav/Navbar';
import { SearchSettingsContext } from '../Search/SearchContext';
import * as styles from './PageShell.module.css';

export type ShellContext = Partial<PageContext>;

function SkipLink() {
  const t = useT();
  return (
    <a className={styles.skipLink} href="#content">
      {t.skipToContent}
    </a>
  );
}

/**
 * What every page shares: its language (read from the path, so the 404
 * page a static host serves for `/zh/...` speaks Chinese), how links in
 * content resolve, the skip link and the navbar.
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
  const showNavbar = site.hideNavbar !== 'always' && pageContext.pageType !== 'blank' && pageContext.navbar !== false;
  const linkContext = React.useMemo(() => ({ lang, dir: docDir(pageContext.docId ?? '') }), [lang, pageContext.docId]);
  return (
    <LocaleProvider lang={lang}>
      <ContentLinkProvider value={linkContext}>
        <SearchSettingsContext.Provider value={pageContext.search ?? null}>
          <SkipLink />
          {showNavbar && <Navbar pathname={pathname} notFound={pageContext.pageType === '404'} />}
          {children}
        </SearchSettingsContext.Provider>
      </ContentLinkProvider>
    </LocaleProvider>
  );
}
