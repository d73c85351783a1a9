import { useEffect, type RefObject } from 'react';
import { restoreDraftWhenReady, takeDraft } from './draft-snapshot';

/**
 * Puts back what was typed on this page before the session expired (see draft-snapshot.ts),
 * once, when the page shows again after sign-in.
 */
export function useDraftRestore(
  rootRef: RefObject<HTMLElement | null>,
  path: string,
  enabled = true,
): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!enabled || !root) return;
    const fields = takeDraft(path);
    if (!fields) return;
    return restoreDraftWhenReady(root, fields);
  }, [rootRef, path, enabled]);
}
