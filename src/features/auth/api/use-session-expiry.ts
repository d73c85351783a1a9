import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SESSION_EXPIRED_REASON, signInLink } from '../lib/auth-paths';
import { captureDraft } from '../lib/draft-snapshot';
import { currentUser, forgetUser, isSessionError } from './session';

/**
 * While a signed-in page is open, any query or mutation that answers no.session.error or
 * invalid.session.error means the session ended mid-use: the page's typed values are saved,
 * the person goes to sign-in (told why) with `returnTo` set to this page, and what belonged
 * to them is forgotten. It listens to the query and mutation caches, so every cabinet call
 * of every feature is covered without each screen handling it.
 */
export function useSessionExpiry(pageRef: RefObject<HTMLElement | null>): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // Read at event time: the subscription is made once, the page can change under it.
  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  }, [here]);

  useEffect(() => {
    let leaving = false;
    const expire = (error: unknown) => {
      // Only a session that existed can expire; a visitor without one is the guard's business.
      if (leaving || !isSessionError(error) || !currentUser(queryClient)) return;
      leaving = true;
      if (pageRef.current) captureDraft(pageRef.current, hereRef.current);
      void Promise.resolve(
        navigate(signInLink(hereRef.current, SESSION_EXPIRED_REASON), { replace: true }),
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
  }, [queryClient, navigate, pageRef]);
}
