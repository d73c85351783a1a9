import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSignOut } from '@/api/current-user';
import type { SignInLocationState } from '../components/sign-in/sign-in-page';
import { AUTH_PATHS } from '../lib/auth-paths';

/**
 * Sign out (GET logout, user info cleared) and land on sign-in, which says so. Rejects when
 * the server could not be told; the person then stays where they were.
 */
export function useSignOutToSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return useCallback(
    () =>
      signOut(() => {
        const state: SignInLocationState = { notice: 'signedOut' };
        return navigate(AUTH_PATHS.signIn, { replace: true, state });
      }),
    [navigate, signOut],
  );
}
