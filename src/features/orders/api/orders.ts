import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { getGetOrganizationStatisticQueryKey } from '@/api/generated/organization/organization';
import {
  getGetOrderQueryKey,
  getGetOrderQueryOptions,
  getListOrdersQueryKey,
  listOrders,
} from '@/api/generated/order/order';
import type { ListOrdersRequest, Order } from '@/api/generated/model';
import { pagedListOptions } from '@/api/paged-list';
import { callKey } from '@/api/query-keys';
import { readAllPages } from '@/api/read-all-pages';

/** The spec names no page size for orders: the transactions' 15 (spec section 9). */
export const ORDERS_PAGE_SIZE = 15;

/** order/list's filters: status, days of creation, part of the order id. */
export type OrderFilter = Omit<ListOrdersRequest, 'organizationUuid' | 'nextPage'>;

/** Every order list of every organisation and filter. */
const ORDER_LISTS = callKey(getListOrdersQueryKey());

/** An organisation's orders, newest first, page by page, filtered. */
export function orderListQueryOptions(organizationUuid: string, filter: OrderFilter) {
  return pagedListOptions({
    queryKey: [...ORDER_LISTS, 'paged', organizationUuid, filter],
    pageSize: ORDERS_PAGE_SIZE,
    fetchPage: (nextPage, signal) =>
      listOrders({ organizationUuid, ...filter, nextPage }, { signal }),
    itemsOf: (page) => page.list,
  });
}

export function useOrderList(organizationUuid: string, filter: OrderFilter) {
  return useInfiniteQuery({
    ...orderListQueryOptions(organizationUuid, filter),
    select: (data) => data.pages.flatMap((page) => page.list),
  });
}

/** Every order the filters let through, for the CSV export (readAllPages). */
export function fetchAllOrders(
  organizationUuid: string,
  filter: OrderFilter,
  options: { signal?: AbortSignal; onProgress?: (count: number) => void } = {},
): Promise<Order[]> {
  return readAllPages(
    (nextPage, signal) => listOrders({ organizationUuid, ...filter, nextPage }, { signal }),
    { idOf: (order) => order.orderId, ...options },
  );
}

/** One order with its refunds (order/get); not asked for while `enabled` is false. */
export function orderQueryOptions(orderId: string, enabled = true) {
  return getGetOrderQueryOptions({ orderId }, { query: { enabled } });
}

export function useOrder(orderId: string, enabled: boolean) {
  return useQuery(orderQueryOptions(orderId, enabled));
}

/**
 * After an order changed (a refund, or the server said it changed): the order itself, every
 * order list (its row) and the statistics (refunded amounts) are read again.
 */
export async function refreshAfterOrderChange(
  queryClient: QueryClient,
  orderId: string,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey({ orderId }) }),
    queryClient.invalidateQueries({ queryKey: ORDER_LISTS }),
    queryClient.invalidateQueries({ queryKey: callKey(getGetOrganizationStatisticQueryKey()) }),
  ]);
}
