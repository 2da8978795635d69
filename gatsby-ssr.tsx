import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { themeScript } from './src/utils/theme';

export { wrapPageElement } from './src/components/Layout/wrap-page-element';

/** Applies the stored theme before the body paints: no flash of the wrong one. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="theme" dangerouslySetInnerHTML={{ __html: themeScript }} />]);
};
