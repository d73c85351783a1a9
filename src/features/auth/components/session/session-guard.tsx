import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { isSessionError, needsBusinessData, useSignOut, useUserInfo } from '../../api/session';
import { useSessionExpiry } from '../../api/use-session-expiry';
import { AUTH_PATHS, RETURN_TO_PARAM, authLink, signInLink } from '../../lib/auth-paths';
import { useDraftRestore } from '../../lib/use-draft-restore';
import { sessionMessages } from '../../messages';
import type { SignInLocationState } from '../sign-in/sign-in-page';
import styles from './session-guard.module.css';

/**
 * The door of every signed-in page (a layout route around /cabinet/*, or a wrapper). A person
 * is signed in when user info (profile/info) answers: without a session they are sent to
 * sign-in with `returnTo` set to the page asked for; an unfinished business registration is
 * led back to the business-data step; a session that ends mid-use does the same as no session,
 * keeping what was typed on the page (see use-session-expiry.ts).
 */
export function SessionGuard({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const pageRef = useRef<HTMLDivElement>(null);
  const user = useUserInfo();
  const signedIn = Boolean(user.data);
  useSessionExpiry(pageRef);
  useDraftRestore(pageRef, here, signedIn);

  if (user.data) {
    const client = user.data.client;
    if (needsBusinessData(client)) {
      return (
        <Navigate
          to={authLink(AUTH_PATHS.businessData, new URLSearchParams({ [RETURN_TO_PARAM]: here }))}
          replace
        />
      );
    }
    return (
      <div className={styles.page}>
        <AccountBar />
        <div ref={pageRef} className={styles.content}>
          {children ?? <Outlet />}
        </div>
      </div>
    );
  }
  if (user.isError && isSessionError(user.error)) return <Navigate to={signInLink(here)} replace />;
  if (user.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{intl.formatMessage(sessionMessages.loadError)}</p>
        <p>{formatError(user.error).message}</p>
        <Button variant="secondary" onClick={() => void user.refetch()}>
          {intl.formatMessage(sessionMessages.retry)}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.state}>
      <Spinner size="lg" />
      <p>{intl.formatMessage(sessionMessages.checking)}</p>
    </div>
  );
}

/** The strip above signed-in pages: sign out (GET logout, then user info is cleared). */
function AccountBar() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const onSignOut = async () => {
    setPending(true);
    setError(null);
    try {
      const state: SignInLocationState = { notice: 'signedOut' };
      await signOut(() => navigate(AUTH_PATHS.signIn, { replace: true, state }));
    } catch (failure) {
      setError(failure);
      setPending(false);
    }
  };

  return (
    <nav className={styles.bar} aria-label={intl.formatMessage(sessionMessages.accountBar)}>
      {error ? (
        <p className={styles.error} role="alert">
          {formatError(error).message}
        </p>
      ) : null}
      <Button variant="ghost" size="sm" loading={pending} onClick={() => void onSignOut()}>
        {intl.formatMessage(sessionMessages.signOut)}
      </Button>
    </nav>
  );
}
