import { lazy } from 'react';
import { Navigate, useRoutes } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading/page-loading';
import { addFeatureTranslations } from '@/lib/i18n/feature-translations';
import { RequireMessages } from '@/lib/i18n/i18n-provider';
import { AUTH_PATHS } from './lib/auth-paths';
import { GoodbyePage } from './components/goodbye/goodbye-page';
import { BusinessDataPage } from './components/register/business-data-page';
import { RegisterPage } from './components/register/register-page';
import { RestorePage } from './components/restore/restore-page';
import { SignInPage } from './components/sign-in/sign-in-page';

/**
 * The join link's screen, in a chunk of its own: what it shares with the teams area (the join,
 * avatars, the error state) then never becomes something the entry chunk must name for sign-in.
 */
const InvitePage = lazy(async () => ({
  default: (await import('./components/invite/invite-page')).InvitePage,
}));

// Sign-in's words are not among the start-up ones: make them loadable as this code arrives.
addFeatureTranslations();
/** Sign-in's words and the code step's (the kit's `otp`). */
const AUTH_NAMESPACES = ['auth', 'otp'];

/**
 * Everything under /auth/ (multi-segment paths, so nothing collides with /:userId): sign-in,
 * registration with its business-data step, password restore, the goodbye after an account
 * deletion, and the join link of a team invite. Loaded lazily as one chunk by
 * src/app/routes.tsx.
 *
 * Route objects (useRoutes) like src/app/routes.tsx, not <Routes>/<Route> elements: those
 * bring react-router's element-to-route conversion, which would ship on every public page.
 */
export function AuthArea() {
  const routes = useRoutes([
    { path: 'sign-in', element: <SignInPage /> },
    { path: 'register', element: <RegisterPage /> },
    { path: 'register/business', element: <BusinessDataPage /> },
    { path: 'restore', element: <RestorePage /> },
    { path: 'goodbye', element: <GoodbyePage /> },
    // Open to visitors: the join link shows its team first, then sign-in or joining.
    { path: 'invite/:inviteUuid', element: <InvitePage /> },
    { path: '*', element: <Navigate to={AUTH_PATHS.signIn} replace /> },
  ]);
  return (
    <RequireMessages namespaces={AUTH_NAMESPACES} fallback={<PageLoading />}>
      {routes}
    </RequireMessages>
  );
}
