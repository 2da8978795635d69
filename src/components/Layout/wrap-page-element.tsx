import * as React from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { PageShell, type ShellContext } from './PageShell';

/** Shared by gatsby-browser and gatsby-ssr, so both render the same tree. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  return (
    <PageShell pathname={props.location.pathname} pageContext={props.pageContext as ShellContext}>
      {element}
    </PageShell>
  );
}
