import { Navigate, useRoutes } from 'react-router';
import { CabinetHome } from './components/cabinet-home';
import { CABINET_PATH } from '@/lib/routes';

/**
 * The cabinet's own area at /cabinet: the home screen. Other areas own the paths below it
 * (the app's table of private areas); an address no area owns comes back here.
 */
export function CabinetArea() {
  return useRoutes([
    { index: true, element: <CabinetHome /> },
    { path: '*', element: <Navigate to={CABINET_PATH} replace /> },
  ]);
}
