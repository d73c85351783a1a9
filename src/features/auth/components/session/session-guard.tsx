import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { isSessionError, needsBusinessData, useCurrentUser } from '@/api/current-user';
import { useSessionExpiry } from '../../api/session';
import { AUTH_PATHS, RETURN_TO_PARAM, authLink, signInLink } from '../../lib/auth-paths';
import { sessionMessages } from '../../messages';
import styles from './session-guard.module.css';

/**
 * The door of every signed-in page (a layout route around /cabinet/*, or a wrapper). A person
 * is signed in when user info (profile/info) answers: without a session they are sent to
 * sign-in with `returnTo` set to the page asked for; an unfinished business registration is
 * led back to the business-data step; a session that ends mid-use does the same as no session,
 * keeping the drafts of forms that opted in (see useSessionExpiry in api/session.ts).
 */
export function SessionGuard({
  landmark = false,
  children,
}: {
  /**
   * Its own states (checking, failed) are the page's `<main>`: where it guards a frame that
   * brings its landmarks only once the person is known (the private frame).
   */
  landmark?: boolean;
  children?: ReactNode;
}) {
  const State = landmark ? 'main' : 'div';
  const intl = useIntl();
  const formatError = useErrorMessage();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const user = useCurrentUser();
  useSessionExpiry();

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
    return children ?? <Outlet />;
  }
  if (user.isError && isSessionError(user.error)) return <Navigate to={signInLink(here)} replace />;
  if (user.isError) {
    return (
      <State className={styles.state}>
        <div className={styles.state} role="alert">
          <h1 className={styles.stateTitle}>{intl.formatMessage(sessionMessages.loadError)}</h1>
          <p>{formatError(user.error).message}</p>
          <Button variant="secondary" onClick={() => void user.refetch()}>
            {intl.formatMessage(sessionMessages.retry)}
          </Button>
        </div>
      </State>
    );
  }
  return (
    <State className={styles.state}>
      <Spinner size="lg" />
      <h1 className={styles.stateTitle}>{intl.formatMessage(sessionMessages.checking)}</h1>
    </State>
  );
}
