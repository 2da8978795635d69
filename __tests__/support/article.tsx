import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { enhanceArticle, listenToArticles } from '../../src/browser/article';
import { locales } from '../../src/data/locales';
import type { Lang } from '../../src/data/types';
import { articleComponents } from '../../src/node/article/components';

/** The article components of a page in `lang` under /guide/start/. */
export const componentsIn = (lang: Lang) => articleComponents(locales[lang].ui, { lang, dir: '/guide/start/' });

/**
 * Puts what the build would render for `ui` into the page as static HTML,
 * the way a served page holds its article, and enhances it as the browser
 * does: no React in the document.
 */
export function showArticle(ui: React.ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.dataset.article = '';
  root.innerHTML = renderToStaticMarkup(ui);
  document.body.append(root);
  listenToArticles();
  enhanceArticle(root);
  return root;
}
