import * as React from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { prePaintScript } from './src/utils/pre-paint';

export { wrapPageElement } from './src/components/Layout/wrap-page-element';

/** Theme and hidden parts apply before the body paints: no flash of the wrong page. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="pre-paint" dangerouslySetInnerHTML={{ __html: prePaintScript }} />]);
};

/**
 * Pages render to a string, not through React 18's streaming renderer:
 * that one writes its whole 2 KB buffer when a multi-byte character does
 * not fit at the end, NUL bytes included, and a static page gains nothing
 * from streaming.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement));
};
