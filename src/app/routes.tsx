import type { QueryClient } from '@tanstack/react-query';
import { createContext, type RouteObject } from 'react-router';
import { prefetchTeamPage, prefetchUserPage } from '@/features/payment/api/prefetch';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { AreaLayout } from './layouts/area-layout';
import { RootRoute } from './root-route';

/** The app's query cache, given to loaders through the router's context (src/main.tsx). */
export const queryClientContext = createContext<QueryClient | null>(null);

/**
 * Routes of spec section 2. The cabinet (`/cabinet/...`), sign-in (`/auth/...`) and the
 * order-to-order area (`/orders/...`) use multi-segment paths so they never collide with
 * the one-segment `/:userId`. Every page is a lazily loaded chunk.
 *
 * The public payment pages are the product's front door: their loaders only start the page's
 * data (never awaited, so the route does not wait for it) while the page's chunk downloads.
 */
export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <AreaLayout area="public" />,
        children: [
          {
            path: 't/:teamId',
            loader: ({ params, context }) => {
              const queryClient = context.get(queryClientContext);
              if (queryClient) prefetchTeamPage(queryClient, params.teamId);
              return null;
            },
            lazy: {
              Component: async () => (await import('@/features/payment/pages/team-page')).TeamPage,
            },
          },
          {
            path: ':userId',
            loader: ({ params, context }) => {
              const queryClient = context.get(queryClientContext);
              if (queryClient) prefetchUserPage(queryClient, params.userId);
              return null;
            },
            lazy: {
              Component: async () => (await import('@/features/payment/pages/user-page')).UserPage,
            },
          },
        ],
      },
      {
        element: <AreaLayout area="prepayment" />,
        children: [
          {
            path: 'finish.html',
            lazy: {
              Component: async () =>
                (await import('@/features/payment/pages/finish-page')).FinishPage,
            },
          },
        ],
      },
      {
        element: <AreaLayout area="private" />,
        children: [
          {
            // The session guard: a visitor without a session goes to sign-in and comes back.
            lazy: {
              Component: async () =>
                (await import('@/features/auth/components/session/session-guard')).SessionGuard,
            },
            children: [
              {
                path: 'cabinet/*',
                lazy: {
                  Component: async () =>
                    (await import('@/features/cabinet/cabinet-area')).CabinetArea,
                },
              },
            ],
          },
          {
            path: 'auth/*',
            lazy: {
              Component: async () => (await import('@/features/auth/auth-area')).AuthArea,
            },
          },
          {
            path: 'orders/*',
            lazy: {
              Component: async () => (await import('@/features/orders/orders-area')).OrdersArea,
            },
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
