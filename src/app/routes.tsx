import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading/page-loading';
import { prefetchPublicPage } from '@/features/payment/api/prefetch';
// The user page is the product's front door (a QR code on a table): it ships in the entry
// chunk so its first paint waits for no second round trip. Every other page is lazy.
import { UserPage } from '@/features/payment/components/user-page';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { AreaLayout } from './layouts/area-layout';
import { PRIVATE_ROOTS } from './private-roots';
import { RootRoute } from './root-route';

const loadTeamPage = () => import('@/features/payment/components/team-page');
const TeamPage = lazy(async () => ({ default: (await loadTeamPage()).TeamPage }));
const FinishPage = lazy(async () => ({
  default: (await import('@/features/payment/components/finish-page')).FinishPage,
}));
// Each through a one-line chunk that holds its list of chunks and styles to fetch (see there).
const loadAuthArea = async () => (await import('@/features/auth/load-auth-area')).loadAuthArea();
const AuthArea = lazy(async () => ({ default: (await loadAuthArea()).AuthArea }));
// The signed-in part (cabinet and orders): its table of areas, frame and routes, one chunk.
const loadPrivateArea = async () => (await import('./private/load-private-area')).loadPrivateArea();
const PrivateLayout = lazy(async () => ({ default: (await loadPrivateArea()).PrivateLayout }));
const PrivateRoutes = lazy(async () => ({ default: (await loadPrivateArea()).PrivateRoutes }));

/** Code to start loading for a path's first segment, before anything renders. */
const LAZY_AREAS: Record<string, () => Promise<unknown>> = {
  auth: loadAuthArea,
  ...Object.fromEntries(PRIVATE_ROOTS.map((root) => [root, loadPrivateArea])),
};

/**
 * Routes of spec section 2. The cabinet (`/cabinet/...`), sign-in (`/auth/...`) and the
 * order-to-order area (`/orders/...`) use multi-segment paths so they never collide with
 * the one-segment `/:userId`. The private areas themselves are listed once, in
 * src/app/private/areas.tsx, which only the lazily loaded private chunk imports.
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
        children: [{ path: 'auth/*', element: <AuthArea /> }],
      },
      {
        // Behind the session guard: a visitor without a session goes to sign-in and comes back.
        element: <PrivateLayout />,
        children: PRIVATE_ROOTS.map((root) => ({
          path: `${root}/*`,
          element: <PrivateRoutes root={root} />,
        })),
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
 * arrives (a blank frame for a moment, as before, with the page's main landmark and heading
 * for assistive technology); the boundary resets on navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageLoading landmark />}>{page}</Suspense>
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
  const lazyArea = LAZY_AREAS[path.split('/')[1] ?? ''];
  if (lazyArea) void lazyArea().catch(() => undefined);
  return settled;
}
