import type * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { langFromPath } from './src/utils/paths';
import './src/styles/tokens.css';
import './src/styles/global.css';
import './src/styles/markdown.css';
import './src/styles/prism.css';

export { wrapPageElement } from './src/components/Layout/wrap-page-element';

/** Marks the page interactive; browser tests wait for it before they click. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};

declare global {
  interface Window {
    /** Path of the page whose HTML was served, set by Gatsby. */
    pagePath?: string;
  }
}

/**
 * A static host answers unknown `/zh/...` paths with the English 404.html.
 * That markup cannot hydrate into the Chinese page, so it is rendered anew.
 */
function renderOrHydrate(element: React.ReactElement, container: Element | DocumentFragment | null): Element {
  const root = container as Element;
  const servedLang = langFromPath(window.pagePath ?? window.location.pathname);
  if (servedLang !== langFromPath(window.location.pathname)) {
    createRoot(root).render(element);
  } else {
    hydrateRoot(root, element);
  }
  return root;
}

export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  renderOrHydrate as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;
