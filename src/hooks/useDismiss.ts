import * as React from 'react';

export type DismissReason = 'escape' | 'outside';

/** While `open`, Escape or a pointer press outside `ref` calls `onDismiss`. */
export function useDismiss(
  open: boolean,
  ref: React.RefObject<HTMLElement>,
  onDismiss: (reason: DismissReason) => void,
): void {
  const callback = React.useRef(onDismiss);
  callback.current = onDismiss;
  React.useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') callback.current('escape');
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) callback.current('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, ref]);
}
