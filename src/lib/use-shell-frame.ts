import { startTransition, useEffect, useState } from 'react';

/** Set by whoever renders the prerendered frame: the build's prerender and src/main.tsx's hydrateRoot. */
let drawingShell = false;

/** The next render draws the prerendered frame (the server's, or the one hydration takes over). */
export function drawShellFrame(): void {
  drawingShell = true;
}

/**
 * True while a page must draw the frame the build prerendered (build/plugins/prerender-shells.ts):
 * on the server, and in the render that hydrates that HTML (src/main.tsx), whatever data the
 * early start has already handed over, so hydration finds exactly the server's markup. Then
 * false, in a transition: the whole page renders in slices after hydration, never as one long
 * task. A page rendered on the client without a shell (createRoot, a navigation) never sees true.
 */
export function useShellFrame(): boolean {
  const [shell, setShell] = useState(drawingShell);
  useEffect(() => {
    drawingShell = false;
    if (shell) startTransition(() => setShell(false));
  }, [shell]);
  return shell;
}
