import { Callout } from './Callout';
import { CodeBlock } from './CodeBlock';
import { ContentLink } from './ContentLink';
import { ScrollableTable } from './ScrollableTable';

/** Components every MDX page can use, and the elements markdown maps to. */
export const mdxComponents = {
  a: ContentLink,
  table: ScrollableTable,
  Callout,
  CodeBlock,
};
