import * as React from 'react';
import { Link } from 'gatsby';
import { resolveContentLink, type LinkContext } from '../../utils/links';

const LinkContextValue = React.createContext<LinkContext>({ lang: 'en', dir: '/' });
export const ContentLinkProvider = LinkContextValue.Provider;

/**
 * Every link written in content: site links go through Gatsby's Link
 * (prefetching, language prefix, clean URL); external ones open a new tab.
 */
export function ContentLink({ href = '', children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const context = React.useContext(LinkContextValue);
  const link = resolveContentLink(href, context);
  if (link.kind === 'internal') {
    const { ref: _ref, ...props } = rest as typeof rest & { ref?: unknown };
    return (
      <Link to={link.href} {...props}>
        {children}
      </Link>
    );
  }
  if (link.kind === 'external') {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={link.href} {...rest}>
      {children}
    </a>
  );
}
