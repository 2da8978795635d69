import * as React from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { prePaintScript } from './src/utils/pre-paint';

const PAGE_PATH_SCRIPT_ID = 'gatsby-script-loader';
const pagePathScript = 'window.pagePath=document.currentScript.dataset.pagePath';

export { wrapPageElement } from './src/components/Layout/wrap-page-element';

/** Theme and hidden parts apply before the body paints: no flash of the wrong page. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="pre-paint" dangerouslySetInnerHTML={{ __html: prePaintScript }} />]);
};

/**
 * Gatsby writes each page's path into an inline script of its own. The same
 * script reading the path from a data attribute is one text on every page,
 * so one Content-Security-Policy hash allows it everywhere.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents, pathname }) => {
  replacePostBodyComponents(
    getPostBodyComponents().map((component) =>
      React.isValidElement<{ id?: string }>(component) && component.props.id === PAGE_PATH_SCRIPT_ID ? (
        <script
          key={PAGE_PATH_SCRIPT_ID}
          id={PAGE_PATH_SCRIPT_ID}
          data-page-path={pathname}
          dangerouslySetInnerHTML={{ __html: pagePathScript }}
        />
      ) : (
        component
      ),
    ),
  );
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
