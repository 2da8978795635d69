import * as React from 'react';
import { nameParts } from '../../utils/name-breaks';

/**
 * Text whose code names may break only after a dot or between camelCase
 * parts: a `<wbr>` at each such place, and the `name-breaks` class keeps
 * the browser from breaking anywhere else.
 */
export function BreakableName({ text }: { text: string }) {
  const parts = nameParts(text);
  if (parts.length < 2) return <>{text}</>;
  return (
    <span className="name-breaks">
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 && !/^\s/.test(part) && !/\s$/.test(parts[i - 1]!) && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </span>
  );
}
