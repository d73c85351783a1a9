import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element, measured before the browser first paints it and followed while it
 * changes (at most once a frame). A chart drawn from it never shows an empty box first: a
 * width known only from a later ResizeObserver callback left a blank frame after every mount.
 * A width of 0 is not followed: the element is hidden (Suspense hides shown content while it
 * loads more), and the drawing it had stays ready for when it shows again.
 */
export function useContainerWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    let frame = 0;
    const observer = new ResizeObserver(([entry]) => {
      cancelAnimationFrame(frame);
      const next = entry?.contentRect.width ?? 0;
      if (next > 0) frame = requestAnimationFrame(() => setWidth(next));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return { ref, width };
}
