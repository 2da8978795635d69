import { Badge } from './Badge';
import { Callout } from './Callout';
import { CodeBlock } from './CodeBlock';
import { ContentLink } from './ContentLink';
import { PackageManagerTabs } from './PackageManagerTabs';
import { ScrollableTable } from './ScrollableTable';
import { Steps } from './Steps';
import { Tab, Tabs } from './Tabs';

/** Components every MDX page can use without importing them, and the elements markdown maps to. */
export const mdxComponents = {
  a: ContentLink,
  table: ScrollableTable,
  Badge,
  Callout,
  CodeBlock,
  PackageManagerTabs,
  Steps,
  Tab,
  Tabs,
};
