/**
 * Test-only: jsdom has no ResizeObserver, and the charts (useContainerWidth) follow their
 * container with one. This one reports every observed element `width` pixels wide at once.
 *
 *   beforeEach(() => stubResizeObserver(640));
 */
import { vi } from 'vitest';

export function stubResizeObserver(width = 640): void {
  class FixedWidthObserver {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      const contentRect = { width, height: 0, top: 0, left: 0 } as DOMRectReadOnly;
      this.report([{ target, contentRect } as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', FixedWidthObserver);
}
