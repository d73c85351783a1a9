import { Navigate, useRoutes } from 'react-router';
import { CabinetHome } from './components/cabinet-home';

/**
 * The cabinet's own area at /cabinet: the home screen. Other areas own the paths below it
 * (the app's table of private areas); an address no area owns comes back here.
 */
export function CabinetArea() {
  return useRoutes([
    { index: true, element: <CabinetHome /> },
    { path: '*', element: <Navigate to="/cabinet" replace /> },
  ]);
}
