import { Navigate, useRoutes } from 'react-router';
import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';
import { CabinetHome } from './components/cabinet-home';
import { CABINET_SECTIONS } from './sections';

/**
 * /cabinet/*: the first screen after sign-in and the reserved routes of each area. The
 * session guard around this route (src/app/routes.tsx) has already loaded user info.
 * Route objects, as in src/features/auth/auth-area.tsx.
 */
export function CabinetArea() {
  return useRoutes([
    { index: true, element: <CabinetHome /> },
    ...CABINET_SECTIONS.map(({ key, path }) => ({
      path: `${path}/*`,
      element: <ReservedSection name={key} />,
    })),
    { path: '*', element: <Navigate to="/cabinet" replace /> },
  ]);
}
