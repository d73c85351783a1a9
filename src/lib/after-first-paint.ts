import { useEffect, useState } from 'react';

/**
 * Runs `task` once the browser is idle after the first paint (a short timeout where there is
 * no idle callback): for work that improves the page but must not compete with showing it.
 */
export function afterFirstPaint(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1);
}

/** False until the browser is idle after the first paint (see afterFirstPaint), then true. */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => afterFirstPaint(() => setDone(true)), []);
  return done;
}
