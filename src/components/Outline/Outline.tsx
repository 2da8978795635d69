import * as React from 'react';
import { useLocale } from '../../hooks/useLocale';
import * as styles from './Outline.module.css';

export interface OutlineItem {
  id: string;
  text: string;
  depth: number;
}

interface OutlineListProps {
  items: readonly OutlineItem[];
  active?: string | null;
  /** Called with the id of a heading the reader picked. */
  onPick?: (id: string) => void;
}

/** The page's headings of depth 2 to 4, the one in view marked. */
export function OutlineList({ items, active, onPick }: OutlineListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={styles.link}
            style={{ paddingLeft: `${(item.depth - 2) * 12}px` }}
            aria-current={item.id === active ? 'location' : undefined}
            onClick={() => onPick?.(item.id)}
          >
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Outline(props: OutlineListProps) {
  const { outlineTitle } = useLocale();
  if (props.items.length === 0) return null;
  return (
    <nav id="outline" tabIndex={-1} aria-labelledby="outline-title" className={styles.outline}>
      <p id="outline-title" className={styles.title}>
        {outlineTitle}
      </p>
      <OutlineList {...props} />
    </nav>
  );
}
