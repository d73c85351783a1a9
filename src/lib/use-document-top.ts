import { useLayoutEffect, useState } from 'react';

/**
 * Where an element's top is in the document (a window virtualiser's scroll margin), kept up to
 * date as what is above it changes: a banner or a wrapped title moves it, and the page's height
 * changes then.
 */
export function useDocumentTop(element: HTMLElement | null): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return top;
}
