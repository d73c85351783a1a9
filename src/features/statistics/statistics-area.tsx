import { Navigate, useRoutes } from 'react-router';
import { StatisticsPage } from './components/statistics-page';
import { STATISTICS_PATH } from '@/lib/routes';

/**
 * The statistics area at /cabinet/statistics: the person's statistics, or a team's with
 * `?team=<teamUuid>` (linked from the team's screen). Any other address below it comes back here.
 */
export function StatisticsArea() {
  return useRoutes([
    { index: true, element: <StatisticsPage /> },
    { path: '*', element: <Navigate to={STATISTICS_PATH} replace /> },
  ]);
}
