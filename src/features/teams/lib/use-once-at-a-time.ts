import { useRef } from 'react';

/**
 * Runs a write only when the last one has settled: a double click on a confirm button sends
 * it once, even before React has drawn the button busy (a mutation's `isPending` is state, so
 * the second click of the same frame still reads it false).
 */
export function useOnceAtATime() {
  const running = useRef(false);
  return (write: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    void write().finally(() => {
      running.current = false;
    });
  };
}
