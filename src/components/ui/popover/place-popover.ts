/** Popover geometry of spec section 9. */
export const POPOVER_OFFSET = 12;
export const OVERLAY_PADDING = 12;
export const POPOVER_EXIT_MS = 250;

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Places a panel below its trigger, `offset` px away, centred on it and kept `padding` px
 * inside the viewport; flips above when there is no room below but there is above.
 */
export function placePopover(
  trigger: Rect,
  panel: { width: number; height: number },
  viewport: { width: number; height: number },
  { offset = POPOVER_OFFSET, padding = OVERLAY_PADDING } = {},
): { top: number; left: number; side: 'bottom' | 'top' } {
  const centred = trigger.left + trigger.width / 2 - panel.width / 2;
  const maxLeft = Math.max(padding, viewport.width - padding - panel.width);
  const left = Math.min(Math.max(centred, padding), maxLeft);
  const below = trigger.top + trigger.height + offset;
  const above = trigger.top - offset - panel.height;
  const fitsBelow = below + panel.height <= viewport.height - padding;
  const fitsAbove = above >= padding;
  return !fitsBelow && fitsAbove
    ? { top: above, left, side: 'top' }
    : { top: below, left, side: 'bottom' };
}
