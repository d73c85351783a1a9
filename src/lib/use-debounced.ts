import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: typing 1, 5, 0 gives 150 once, not 1, 15
 * and 150 (a call per pause, not per key).
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
