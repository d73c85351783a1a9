import { Outlet, useLocation } from 'react-router';
import { DeliberateTestError, isDeliberateErrorRequested } from '@/lib/deliberate-error';

/** The top route: throws on the deliberate-error flag so the whole reporting path can be checked. */
export function RootRoute() {
  const { search } = useLocation();
  if (isDeliberateErrorRequested(search)) throw new DeliberateTestError();
  return <Outlet />;
}
