import type { VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useState } from 'react';

/**
 * While a virtual list scrolls, at most this many rows come into the page in one render (the
 * virtualiser hands new rows once or twice a frame). A frame that comes late lets a fling jump
 * further, and the dozen rows it brings at once cost, in style, layout and paint, one task over
 * 50 ms on a slow phone (issue 29's 6× CPU); the rest follow in the next frames while the
 * overscan keeps the screen filled. Counting per frame instead held rows back too long (the
 * screen fell behind the fling).
 */
export const NEW_ROWS_PER_RENDER = 4;

interface OnScreen {
  startIndex: number;
  endIndex: number;
}

/** How far a row is from the rows on screen (0: on screen). */
function distance(index: number, onScreen: OnScreen): number {
  if (index < onScreen.startIndex) return onScreen.startIndex - index;
  return Math.max(0, index - onScreen.endIndex);
}

/** Of `items`, the rows `inPage` already holds and at most NEW_ROWS_PER_RENDER more. */
function admit(items: VirtualItem[], inPage: VirtualItem[], onScreen: OnScreen): VirtualItem[] {
  const kept = new Set(inPage.map((item) => item.key));
  const fresh = items.filter((item) => !kept.has(item.key));
  if (fresh.length <= NEW_ROWS_PER_RENDER) return items;
  for (const item of fresh
    .sort((a, b) => distance(a.index, onScreen) - distance(b.index, onScreen))
    .slice(0, NEW_ROWS_PER_RENDER))
    kept.add(item.key);
  return items.filter((item) => kept.has(item.key));
}

/**
 * The virtualiser's rows to render now: all of them at rest; while scrolling, the rows already
 * in the page and at most NEW_ROWS_PER_RENDER new ones, the nearest to the screen first, the
 * others coming a few each frame after.
 */
export function useRowsByFrame(
  items: VirtualItem[],
  scrolling: boolean,
  onScreen: OnScreen | null,
): VirtualItem[] {
  const [shown, setShown] = useState({ items, rows: items });
  let now = shown;
  // New rows from the virtualiser: decided in this render (React renders again at once).
  if (items !== shown.items) {
    now = { items, rows: scrolling && onScreen ? admit(items, shown.rows, onScreen) : items };
    setShown(now);
  }
  const held = now.rows.length < now.items.length;
  useEffect(() => {
    if (!held) return;
    const frame = requestAnimationFrame(() =>
      setShown((last) => ({
        items: last.items,
        rows: scrolling && onScreen ? admit(last.items, last.rows, onScreen) : last.items,
      })),
    );
    return () => cancelAnimationFrame(frame);
  });
  return now.rows;
}
