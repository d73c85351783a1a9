import { Navigate, useRoutes } from 'react-router';
import { NotificationsPage } from './components/notifications-page';
import { NOTIFICATIONS_PATH } from '@/lib/routes';

/** The notifications area at /cabinet/notifications: one screen; other addresses come back to it. */
export function NotificationsArea() {
  return useRoutes([
    { index: true, element: <NotificationsPage /> },
    { path: '*', element: <Navigate to={NOTIFICATIONS_PATH} replace /> },
  ]);
}
