import { startTransition } from 'react';
import type * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { listenToArticles } from './src/browser/article';
import { zoomImagesSoon } from './src/browser/image-zoom';
import { redirectFirstVisit } from './src/browser/language-redirect';
import { CONTENT_RELOAD_EVENT, contentReloaded, enhanceNavigation } from './src/browser/navigation';
import { applyHiddenParts } from './src/utils/page-parts';
import { langFromPath } from './src/utils/paths';
import './src/styles/tokens.css';
import './src/styles/global.css';
import './src/styles/markdown.css';
import './src/styles/article.css';
import './src/styles/prism.css';
import './src/styles/nprogress.css';

export { wrapPageElement } from './src/components/Layout/wrap-page-element';

declare global {
  interface Window {
    /** Path of the page whose HTML was served, set by Gatsby. */
    pagePath?: string;
  }
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  redirectFirstVisit();
  // Before hydration: the article's buttons and links work as soon as the app has loaded.
  listenToArticles();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // Marks the page interactive; browser tests wait for it before they click.
  document.documentElement.dataset.hydrated = 'true';
  enhanceNavigation();
  window.addEventListener(CONTENT_RELOAD_EVENT, zoomImagesSoon);
  zoomImagesSoon();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  applyHiddenParts(location.search);
  contentReloaded(Boolean(prevLocation) && prevLocation!.pathname !== location.pathname);
};

/**
 * A static host answers unknown `/zh/...` paths with the English 404.html.
 * That markup cannot hydrate into the Chinese page, so it is rendered anew;
 * so is the empty shell `gatsby develop` serves.
 *
 * Hydration runs as a transition: React then works in slices of a few
 * milliseconds and lets the browser answer input between them, instead of
 * hydrating the page shell (a config page's sidebar alone has more than a
 * hundred links) in one long task that blocks the main thread.
 */
function renderOrHydrate(element: React.ReactElement, container: Element | DocumentFragment | null): Element {
  const root = container as Element;
  const servedLang = langFromPath(window.pagePath ?? window.location.pathname);
  if (!root.hasChildNodes() || servedLang !== langFromPath(window.location.pathname)) {
    createRoot(root).render(element);
  } else {
    startTransition(() => {
      hydrateRoot(root, element);
    });
  }
  return root;
}

export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  renderOrHydrate as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;
