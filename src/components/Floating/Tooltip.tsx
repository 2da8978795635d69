import * as React from 'react';
import { FLOATING } from './constants';
import { useFloatingTrigger, loadFloatingPanel } from './useFloatingTrigger';
import * as styles from './Floating.module.css';

const FloatingPanel = React.lazy(loadFloatingPanel);

/**
 * Shows a short label above its child on hover and keyboard focus. The label
 * repeats the child's accessible name, so it is hidden from assistive tech.
 */
export function Tooltip({ content, children }: { content: string; children: React.ReactNode }) {
  const { open, rootRef, panelRef, rootProps } = useFloatingTrigger({ mode: 'hover', openOnFocus: true });
  return (
    <span className={styles.anchor} ref={rootRef} {...rootProps}>
      {children}
      {open && (
        <React.Suspense fallback={null}>
          <FloatingPanel
            reference={rootRef.current}
            placement="top"
            portal
            panelRef={panelRef}
            className={styles.tooltip}
            role="tooltip"
            aria-hidden
          >
            <span style={{ maxWidth: FLOATING.tooltipMaxWidth }}>{content}</span>
          </FloatingPanel>
        </React.Suspense>
      )}
    </span>
  );
}
