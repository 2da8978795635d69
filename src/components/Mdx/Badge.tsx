import * as React from 'react';
import { InlineMarkdown } from './InlineMarkdown';
import * as styles from './Badge.module.css';

export type BadgeType = 'tip' | 'info' | 'warning' | 'danger';

/** A short inline label, such as a version or a status. */
export function Badge({ type = 'tip', text, children }: { type?: BadgeType; text?: string; children?: React.ReactNode }) {
  return (
    <span className={styles.badge} data-type={type}>
      {text !== undefined ? <InlineMarkdown text={text} /> : children}
    </span>
  );
}
