import { Callout } from './Callout';
import { CodeBlock } from './CodeBlock';
import { ContentLink } from './ContentLink';

/** Components every MDX page can use, and the elements markdown maps to. */
export const mdxComponents = {
  a: ContentLink,
  Callout,
  CodeBlock,
};
