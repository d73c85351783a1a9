import { Navigate, useRoutes } from 'react-router';
import { OperationPage } from './components/operation-page';
import { OperationsPage } from './components/operations-page';
import { OPERATIONS_PATH } from '@/lib/routes';

/**
 * The operations area: the history at /cabinet/operations and one operation at
 * /cabinet/operations/:operationUuid (other areas link to both).
 */
export function OperationsArea() {
  return useRoutes([
    { index: true, element: <OperationsPage /> },
    { path: ':operationUuid', element: <OperationPage /> },
    { path: '*', element: <Navigate to={OPERATIONS_PATH} replace /> },
  ]);
}
