import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { prefetchPublicPage } from '@/features/payment/api/prefetch';
// The user page is the product's front door (a QR code on a table): it ships in the entry
// chunk so its first paint waits for no second round trip. Every other page is lazy.
import { UserPage } from '@/features/payment/pages/user-page';
import { RequireMessages } from '@/lib/i18n/i18n-provider';
import type { Namespace } from '@/lib/i18n/locales';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { AreaLayout } from './layouts/area-layout';
import { RootRoute } from './root-route';

const loadTeamPage = () => import('@/features/payment/pages/team-page');
const TeamPage = lazy(async () => ({ default: (await loadTeamPage()).TeamPage }));
const FinishPage = lazy(async () => ({
  default: (await import('@/features/payment/pages/finish-page')).FinishPage,
}));
const loadSessionGuard = () => import('@/features/auth/components/session/session-guard');
const loadCabinetArea = () => import('@/features/cabinet/cabinet-area');
const loadAuthArea = () => import('@/features/auth/auth-area');
const loadOrdersArea = () => import('@/features/orders/orders-area');
const SessionGuard = lazy(async () => ({ default: (await loadSessionGuard()).SessionGuard }));
const CabinetArea = lazy(async () => ({ default: (await loadCabinetArea()).CabinetArea }));
const AuthArea = lazy(async () => ({ default: (await loadAuthArea()).AuthArea }));
const OrdersArea = lazy(async () => ({ default: (await loadOrdersArea()).OrdersArea }));

/** The private area's own words, downloaded when it opens (public pages never need them). */
const PRIVATE_NAMESPACES: readonly Namespace[] = ['auth', 'cabinet'];
/** First segments of the private area's paths. */
const PRIVATE_AREAS: Record<string, () => Promise<unknown>> = {
  cabinet: () => Promise.all([loadSessionGuard(), loadCabinetArea()]),
  auth: loadAuthArea,
  orders: loadOrdersArea,
};

/**
 * Routes of spec section 2. The cabinet (`/cabinet/...`), sign-in (`/auth/...`) and the
 * order-to-order area (`/orders/...`) use multi-segment paths so they never collide with
 * the one-segment `/:userId`.
 *
 * Declarative routes (react-router's component mode), not a data router: the data router's
 * code is 17 KB gzip more on every public page, and the app needs none of its loaders or
 * actions; public pages' data is started by `prefetchPageData` instead.
 */
const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <AreaLayout area="public" />,
        children: [
          { path: 't/:teamId', element: <TeamPage /> },
          { path: ':userId', element: <UserPage /> },
        ],
      },
      {
        element: <AreaLayout area="prepayment" />,
        children: [{ path: 'finish.html', element: <FinishPage /> }],
      },
      {
        element: <AreaLayout area="private" />,
        children: [
          {
            element: (
              <RequireMessages namespaces={PRIVATE_NAMESPACES}>
                <Outlet />
              </RequireMessages>
            ),
            children: [
              {
                // The session guard: a visitor without a session goes to sign-in and comes back.
                element: <SessionGuard />,
                children: [{ path: 'cabinet/*', element: <CabinetArea /> }],
              },
              { path: 'auth/*', element: <AuthArea /> },
              { path: 'orders/*', element: <OrdersArea /> },
            ],
          },
        ],
      },
      {
        element: <AreaLayout area="public" />,
        children: [{ path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

/**
 * The app's pages inside the error boundary. A lazy page shows nothing while its chunk
 * arrives (a blank frame for a moment, as before); the boundary resets on navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Starts a public payment page's data (and the team page's code) for a path relative to the
 * base path, before anything renders: the page reads the same cache entries. The promise
 * settles, never rejecting, once that data has answered (at once for other pages). A private
 * area's code starts downloading too, beside its translations (RequireMessages).
 */
export function prefetchPageData(queryClient: QueryClient, path: string): Promise<unknown> {
  const { page, settled } = prefetchPublicPage(queryClient, path);
  if (page?.page === 'team') void loadTeamPage();
  const privateArea = PRIVATE_AREAS[path.split('/')[1] ?? ''];
  if (privateArea) void privateArea().catch(() => undefined);
  return settled;
}
