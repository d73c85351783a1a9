import { Navigate, useRoutes } from 'react-router';
import { CabinetHomePage } from './components/cabinet-home-page';
import { CABINET_PATH } from '@/lib/routes';

/**
 * The cabinet's own area at /cabinet: the home screen. Other areas own the paths below it
 * (the app's table of private areas); an address no area owns comes back here.
 */
export function CabinetArea() {
  return useRoutes([
    { index: true, element: <CabinetHomePage /> },
    { path: '*', element: <Navigate to={CABINET_PATH} replace /> },
  ]);
}
