import * as React from 'react';
import * as styles from './Steps.module.css';

/** Numbers the `###` headings inside it as the steps of a procedure. */
export function Steps({ children }: { children: React.ReactNode }) {
  return <div className={styles.steps}>{children}</div>;
}
