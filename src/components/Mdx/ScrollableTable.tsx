import * as React from 'react';
import { watchTableFrames } from '../../browser/table-frames';

/**
 * A table in a frame that scrolls sideways when the table is wider than the
 * column; the frame is a tab stop only while it overflows. Articles render
 * it at build time, where the effect never runs, and src/browser/article.ts
 * watches their frames instead.
 */
export function ScrollableTable(props: React.TableHTMLAttributes<HTMLTableElement>) {
  const frameRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => watchTableFrames([frameRef.current!]), []);
  return (
    <div ref={frameRef} className="table-frame">
      <table {...props} />
    </div>
  );
}
