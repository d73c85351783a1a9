/**
 * Test-only set-up shared by the auth flows' route tests: the stateful mock backend per test
 * file, and the routes the app would give (the auth area, and the cabinet behind the guard).
 */
import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockBackend, server } from '@mocks/node';
import { AuthArea } from '../auth-area';
import { SessionGuard } from '../components/session/session-guard';
import { installCookieJar } from './render-app';

/** The mock backend listens for the file; each test starts from its seed with an empty cookie jar. */
export function setUpMockBackend(): void {
  let jar: ReturnType<typeof installCookieJar>;
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(async () => {
    await resetMockBackend();
    jar = installCookieJar();
  });
  afterEach(() => jar.restore());
  afterAll(() => server.close());
}

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
