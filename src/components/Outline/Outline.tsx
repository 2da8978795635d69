import * as React from 'react';
import { useLocale } from '../../hooks/useLocale';
import * as styles from './Outline.module.css';

export interface OutlineItem {
  id: string;
  text: string;
  depth: number;
}

/** The page's headings of depth 2 to 4. */
export function Outline({ items }: { items: readonly OutlineItem[] }) {
  const { outlineTitle } = useLocale();
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby="outline-title" className={styles.outline}>
      <p id="outline-title" className={styles.title}>
        {outlineTitle}
      </p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} style={{ paddingLeft: `${(item.depth - 2) * 12}px` }}>
            <a href={`#${item.id}`} className={styles.link}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
