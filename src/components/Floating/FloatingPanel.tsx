import * as React from 'react';
import { createPortal } from 'react-dom';
import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react-dom';
import { FLOATING } from './constants';

export interface FloatingPanelProps {
  reference: HTMLElement | null;
  placement: Placement;
  /** Tooltips float in a portal; interactive panels stay in the tab order. */
  portal: boolean;
  className?: string;
  role?: string;
  id?: string;
  panelRef?: React.Ref<HTMLDivElement>;
  'aria-hidden'?: boolean;
  'aria-labelledby'?: string;
  children: React.ReactNode;
}

/**
 * Positions a popup next to its reference, flipping and shifting to stay in
 * view as the page scrolls or resizes. Loaded on demand: readers who never
 * open a popup never download it.
 */
export default function FloatingPanel({ reference, placement, portal, panelRef, children, ...rest }: FloatingPanelProps) {
  const { refs, floatingStyles, isPositioned } = useFloating({
    placement,
    strategy: 'fixed',
    elements: { reference },
    middleware: [offset(FLOATING.offset), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const setRef = React.useCallback(
    (element: HTMLDivElement | null) => {
      refs.setFloating(element);
      if (typeof panelRef === 'function') panelRef(element);
      else if (panelRef) (panelRef as React.MutableRefObject<HTMLDivElement | null>).current = element;
    },
    [refs, panelRef],
  );
  const panel = (
    // Hidden until placed, so it never flashes at the corner of the window.
    <div ref={setRef} style={{ ...floatingStyles, zIndex: FLOATING.zIndex, visibility: isPositioned ? undefined : 'hidden' }} {...rest}>
      {children}
    </div>
  );
  return portal ? createPortal(panel, document.body) : panel;
}
