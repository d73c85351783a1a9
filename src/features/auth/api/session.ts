import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  currentUser,
  forgetUser,
  isSessionError,
  loadCurrentUser,
  needsBusinessData,
  useSignOut,
} from '@/api/current-user';
import { saveSessionDrafts } from '@/lib/session-draft';
import type { SignInLocationState } from '../components/sign-in/sign-in-page';
import {
  AUTH_PATHS,
  SESSION_EXPIRED_REASON,
  authLink,
  destinationAfterAuth,
  signInLink,
} from '../lib/auth-paths';

/*
 * The session's beginning and end: user info loaded once a flow set the cookie, the session
 * that expires mid-use, and signing out.
 */

/**
 * The last step of sign-in and registration, once the session cookie is set: user info is
 * loaded (profile/info), then the person goes on to the business-data step when their
 * business registration is unfinished, else to the invite or the page they asked for.
 */
export function useCompleteAuthMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useMutation({
    mutationFn: () => loadCurrentUser(queryClient),
    onSuccess: async (user) => {
      const next = needsBusinessData(user)
        ? authLink(AUTH_PATHS.businessData, search)
        : destinationAfterAuth(search);
      await navigate(next, { replace: true });
    },
  });
}

/**
 * While a signed-in page is open, any query or mutation that answers no.session.error or
 * invalid.session.error means the session ended mid-use: the drafts of the page's forms that
 * opted in (src/lib/session-draft.ts) are saved,
 * the person goes to sign-in (told why) with `returnTo` set to this page, and what belonged
 * to them is forgotten. It listens to the query and mutation caches, so every cabinet call
 * of every feature is covered without each screen handling it.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // Read at event time: the subscription is made once, the page can change under it.
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    let leaving = false;
    const expire = (error: unknown) => {
      // Only a session that existed can expire; a visitor without one is the guard's business.
      if (leaving || !isSessionError(error) || !currentUser(queryClient)) return;
      leaving = true;
      const { pathname, search } = locationRef.current;
      saveSessionDrafts(pathname);
      void Promise.resolve(
        navigate(signInLink(`${pathname}${search}`, SESSION_EXPIRED_REASON), { replace: true }),
      ).then(() => forgetUser(queryClient));
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate]);
}

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
