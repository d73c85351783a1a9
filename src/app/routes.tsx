import type { RouteObject } from 'react-router';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { AreaLayout } from './layouts/area-layout';
import { RootRoute } from './root-route';

/**
 * Routes of spec section 2. The cabinet (`/cabinet/...`), sign-in (`/auth/...`) and the
 * order-to-order area (`/orders/...`) use multi-segment paths so they never collide with
 * the one-segment `/:userId`. Every page is a lazily loaded chunk.
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
            lazy: {
              Component: async () => (await import('@/features/payment/pages/team-page')).TeamPage,
            },
          },
          {
            path: ':userId',
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
              Component: async () => (await import('@/features/auth/components/session/session-guard')).SessionGuard,
            },
            children: [
              {
                path: 'cabinet/*',
                lazy: {
                  Component: async () => (await import('@/features/cabinet/cabinet-area')).CabinetArea,
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
