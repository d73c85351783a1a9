import { Navigate, useRoutes } from 'react-router';
import { OrderScreen } from './components/order-screen';
import { OrganizationScreen } from './components/organization-screen';
import { OrganizationsScreen } from './components/organizations-screen';
import { ORDERS_PATH } from '@/lib/routes';

/**
 * The order-to-order area: the person's organisations (/orders; a single one opens straight
 * away), one organisation's statistics and orders (/orders/:organizationUuid) and one order
 * with its refunds (/orders/:organizationUuid/:orderId). Any other address comes back to the
 * organisations.
 */
export function OrdersArea() {
  return useRoutes([
    { index: true, element: <OrganizationsScreen /> },
    { path: ':organizationUuid', element: <OrganizationScreen /> },
    { path: ':organizationUuid/:orderId', element: <OrderScreen /> },
    { path: '*', element: <Navigate to={ORDERS_PATH} replace /> },
  ]);
}
