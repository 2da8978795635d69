import * as React from 'react';

/** Gatsby's Link as a plain anchor, so components render outside a Gatsby app. */
export const Link = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  ({ to, ...rest }, ref) => <a ref={ref} href={to} {...rest} />,
);
Link.displayName = 'Link';

export const navigate = jest.fn();
export const graphql = () => '';
export const withPrefix = (path: string) => path;
