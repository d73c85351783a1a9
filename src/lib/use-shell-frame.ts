import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True while a page must draw the frame the build prerendered (build/plugins/prerender-shells.ts):
 * on the server, and in the render that hydrates that HTML (src/main.tsx), whatever data the
 * early start has already handed over, so hydration finds exactly the server's markup. Then
 * false, in a transition: the whole page renders in slices after hydration, never as one long
 * task. A page rendered on the client without a shell (createRoot, a navigation) never sees true.
 */
export function useShellFrame(): boolean {
  // React reads the server snapshot on the server and while hydrating, the client one otherwise.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [shell, setShell] = useState(hydrating);
  useEffect(() => {
    if (shell) startTransition(() => setShell(false));
  }, [shell]);
  return shell;
}
