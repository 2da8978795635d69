import * as React from 'react';
import { useDismiss } from '../../hooks/useDismiss';
import { FLOATING } from './constants';

export const loadFloatingPanel = () => import('./FloatingPanel');

export interface FloatingTriggerOptions {
  /** `hover` opens on pointer hover; `click` only on click. */
  mode: 'hover' | 'click';
  /** Open when keyboard focus enters, as tooltips do. */
  openOnFocus?: boolean;
}

/**
 * Open state of a popup and the handlers for the element that holds its
 * trigger (and, unless portalled, the popup). A hover opens and closes after
 * a short delay; on touch screens, which have no hover, a tap toggles; a
 * keyboard click toggles; Escape, a press outside and focus leaving close.
 */
export function useFloatingTrigger({ mode, openOnFocus = false }: FloatingTriggerOptions) {
  const [open, setOpen] = React.useState(false);
  const rootRef = React.useRef<HTMLElement | null>(null);
  const panelRef = React.useRef<HTMLDivElement | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();
  const pointer = React.useRef('mouse');

  const setLater = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), FLOATING.delayMs);
  };
  const setNow = (next: boolean | ((value: boolean) => boolean)) => {
    clearTimeout(timer.current);
    setOpen(next);
  };
  React.useEffect(() => () => clearTimeout(timer.current), []);

  // A portalled panel lies outside the root: a press inside it is not "outside".
  useDismiss(open, [rootRef, panelRef], () => setNow(false));

  const hovers = () => mode === 'hover' && pointer.current !== 'touch';
  const inside = (node: EventTarget | null) =>
    node instanceof Node && Boolean(rootRef.current?.contains(node) || panelRef.current?.contains(node));

  const rootProps = {
    onPointerDown: (event: React.PointerEvent) => {
      pointer.current = event.pointerType;
    },
    onPointerEnter: (event: React.PointerEvent) => {
      pointer.current = event.pointerType;
      void loadFloatingPanel();
      if (hovers()) setLater(true);
    },
    onPointerLeave: () => {
      if (hovers()) setLater(false);
    },
    onFocus: () => {
      void loadFloatingPanel();
      if (openOnFocus) setLater(true);
    },
    onBlur: (event: React.FocusEvent) => {
      if (!inside(event.relatedTarget)) setLater(false);
    },
  };

  /** Clicks on the trigger itself: with a mouse over a hover popup they only keep it open. */
  const onTriggerClick = (event: React.MouseEvent) => {
    const fromKeyboard = event.detail === 0;
    if (mode === 'hover' && !fromKeyboard && pointer.current !== 'touch') setNow(true);
    else setNow((value) => !value);
  };

  return { open, rootRef, panelRef, rootProps, onTriggerClick };
}
