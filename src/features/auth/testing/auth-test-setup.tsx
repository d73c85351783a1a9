/**
 * Test-only: the routes the auth flows' tests render (the auth area, and a probe of the cabinet
 * behind the guard); the mock backend comes from setupAppTests in test/app.tsx.
 */
import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { AuthArea } from '../auth-area';
import { SessionGuard } from '../components/session/session-guard';

/** The auth area, and `cabinet` at cabinet/* (behind the session guard unless told otherwise). */
export function authRoutes(cabinet: ReactNode, { guarded = true } = {}): RouteObject[] {
  const cabinetRoute: RouteObject = { path: 'cabinet/*', element: cabinet };
  return [
    { path: 'auth/*', element: <AuthArea /> },
    guarded
      ? {
          element: (
            <SessionGuard>
              <Outlet />
            </SessionGuard>
          ),
          children: [cabinetRoute],
        }
      : cabinetRoute,
  ];
}
