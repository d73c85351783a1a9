import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SESSION_EXPIRED_REASON, signInLink } from '../lib/auth-paths';
import { currentUser, forgetUser, isSessionError } from '@/api/current-user';
import { saveSessionDrafts } from '@/lib/session-draft';

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
