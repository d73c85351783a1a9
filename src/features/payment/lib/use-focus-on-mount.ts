import { useEffect, useRef } from 'react';

/**
 * Moves focus to an element when it appears (a page heading after navigation, an error after a
 * failed action), so screen-reader and keyboard users start where the content changed.
 */
export function useFocusOnMount<T extends HTMLElement>(active = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (active) ref.current?.focus({ preventScroll: false });
  }, [active]);
  return ref;
}
