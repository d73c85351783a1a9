/** The area's addresses (a contract with other areas: `/orders/...`, README "Routes"). */
export const organizationPath = (organizationUuid: string): string => `/orders/${organizationUuid}`;

export const orderPath = (organizationUuid: string, orderId: string): string =>
  `/orders/${organizationUuid}/${encodeURIComponent(orderId)}`;
