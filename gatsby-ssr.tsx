import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { prePaintScript } from './src/utils/pre-paint';

export { wrapPageElement } from './src/components/Layout/wrap-page-element';

/** Theme and hidden parts apply before the body paints: no flash of the wrong page. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="pre-paint" dangerouslySetInnerHTML={{ __html: prePaintScript }} />]);
};
