import * as React from 'react';
import { useT } from '../../hooks/useLocale';
import { InlineMarkdown } from './InlineMarkdown';
import * as styles from './Callout.module.css';

export type CalloutType = 'tip' | 'info' | 'note' | 'warning' | 'danger' | 'details';

/** A highlighted aside; `details` folds its content away behind the title. */
export function Callout({ type, title, children }: { type: CalloutType; title?: string; children: React.ReactNode }) {
  const t = useT();
  const heading = title ? <InlineMarkdown text={title} /> : t.callout[type];
  if (type === 'details') {
    return (
      <details className={styles.callout} data-type={type}>
        <summary className={styles.title}>{heading}</summary>
        <div className={styles.body}>{children}</div>
      </details>
    );
  }
  return (
    <div className={styles.callout} data-type={type} role="note">
      <p className={styles.title}>{heading}</p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
