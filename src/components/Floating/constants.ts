/** Timing and layout of tooltips and popovers. */
export const FLOATING = {
  /** Delay before a hover opens or closes a popup. */
  delayMs: 100,
  tooltipMaxWidth: 250,
  /** Popups stack above the navbar and the drawer. */
  zIndex: 1000,
  offset: 8,
  /** Narrowest a popover title may be. */
  popoverTitleMinWidth: 177,
} as const;
