import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '@/lib/monitoring/report-error';
import { ErrorScreen } from './error-screen';

/** The router's errorElement: a render or loader failure is reported and the error screen shown. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, { boundary: 'route' });
  }, [error]);
  return <ErrorScreen onReload={() => window.location.reload()} />;
}
