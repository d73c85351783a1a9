import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PROFILE_PATH } from '@/lib/routes';

/** What the profile says on arrival after a change (location state). */
export type ProfileChange = 'name' | 'phone' | 'email' | 'emailAdded' | 'password';

export interface ProfileLocationState {
  changed?: ProfileChange;
}

/** Back to the profile, which says what changed; the new value is in user info already. */
export function useBackToProfile(): (changed: ProfileChange) => void {
  const navigate = useNavigate();
  return useCallback(
    (changed) => {
      const state: ProfileLocationState = { changed };
      void navigate(PROFILE_PATH, { state });
    },
    [navigate],
  );
}

/** A code-confirmed change reached its finish: back to the profile, saying so. */
export function useFinishedChange(done: boolean, changed: ProfileChange): void {
  const back = useBackToProfile();
  const left = useRef(false);
  useEffect(() => {
    if (!done || left.current) return;
    left.current = true;
    back(changed);
  }, [done, changed, back]);
}
