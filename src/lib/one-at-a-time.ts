import { useRef } from 'react';

/**
 * A write that runs once at a time. Its button is disabled while it is pending, but a second
 * click (or Enter, or a form checked twice in parallel) can land before React re-renders, and
 * two calls would save, bind, refund or pay twice: the guard is closed at once, synchronously.
 * The returned function answers null for a call it refused, `{ data }` for one that went
 * through; a failure opens the guard again and is thrown on. With `closeOnSuccess` the guard
 * stays closed after a success (the page is leaving, for the gateway).
 */
export function useOneAtATime<Args extends unknown[], Data>(
  write: (...args: Args) => Promise<Data>,
  { closeOnSuccess = false }: { closeOnSuccess?: boolean } = {},
): (...args: Args) => Promise<{ data: Data } | null> {
  const inFlight = useRef(false);
  return async (...args) => {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      const data = await write(...args);
      if (!closeOnSuccess) inFlight.current = false;
      return { data };
    } catch (error) {
      inFlight.current = false;
      throw error;
    }
  };
}
