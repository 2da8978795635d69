import * as React from 'react';

export type DismissReason = 'escape' | 'outside';

type Area = React.RefObject<HTMLElement | null>;

/** While `open`, Escape or a pointer press outside every given area calls `onDismiss`. */
export function useDismiss(open: boolean, areas: Area | Area[], onDismiss: (reason: DismissReason) => void): void {
  const callback = React.useRef(onDismiss);
  callback.current = onDismiss;
  React.useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') callback.current('escape');
    };
    const onPointer = (event: PointerEvent) => {
      const inside = ([] as Area[]).concat(areas).some((area) => area.current?.contains(event.target as Node));
      if (!inside) callback.current('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
    // The areas are refs: stable objects whose contents are read at event time.
  }, [open]);
}
