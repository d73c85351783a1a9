import { Navigate, useRoutes } from 'react-router';
import { OrderPage } from './components/order-page';
import { OrganizationPage } from './components/organization-page';
import { OrganizationsPage } from './components/organizations-page';
import { ORDERS_PATH } from '@/lib/routes';

/**
 * The order-to-order area: the person's organisations (/orders; a single one opens straight
 * away), one organisation's statistics and orders (/orders/:organizationUuid) and one order
 * with its refunds (/orders/:organizationUuid/:orderId). Any other address comes back to the
 * organisations.
 */
export function OrdersArea() {
  return useRoutes([
    { index: true, element: <OrganizationsPage /> },
    { path: ':organizationUuid', element: <OrganizationPage /> },
    { path: ':organizationUuid/:orderId', element: <OrderPage /> },
    { path: '*', element: <Navigate to={ORDERS_PATH} replace /> },
  ]);
}
