import * as React from 'react';
import * as styles from './ScrollableTable.module.css';

/**
 * A table that scrolls sideways when it is wider than the column. Only a
 * table that really overflows becomes a tab stop, so keyboard readers can
 * scroll it without stepping through every narrow table on the page.
 */
export function ScrollableTable(props: React.TableHTMLAttributes<HTMLTableElement>) {
  const frameRef = React.useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = React.useState(false);

  React.useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const measure = () => setOverflows(frame.scrollWidth > frame.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={frameRef} className={styles.frame} tabIndex={overflows ? 0 : undefined}>
      <table {...props} />
    </div>
  );
}
