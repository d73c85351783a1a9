import { useEffect } from 'react';

/**
 * The browser's scroll anchoring off for the page while a window-virtualised list is shown
 * (`enabled`). The virtualiser places the rows itself (translated, which anchoring passes over);
 * left on, Chromium anchors on what surrounds the list (its column, the "Show more" after it)
 * and, when the next page comes in at the end, moves the view down by the page's height: the
 * reader skips the rows that just arrived, and a row they had just focused leaves the screen.
 */
export function useNoScrollAnchoring(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement.style;
    const before = root.overflowAnchor;
    root.overflowAnchor = 'none';
    return () => {
      root.overflowAnchor = before;
    };
  }, [enabled]);
}
