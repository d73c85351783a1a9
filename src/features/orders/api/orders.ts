import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { getGetOrganizationStatisticQueryKey } from '@/api/generated/organization/organization';
import {
  getGetOrderQueryKey,
  getListOrdersQueryKey,
  listOrders,
  useGetOrder,
} from '@/api/generated/order/order';
import type { ListOrdersRequest, Order } from '@/api/generated/model';
import { pagedListOptions } from '@/api/paged-list';

/** The spec names no page size for orders: the transactions' 15 (spec section 9). */
export const ORDERS_PAGE_SIZE = 15;
/** The largest page the contract allows, for the CSV export's walk through every order. */
const EXPORT_PAGE_SIZE = 100;

/** order/list's filters: status, days of creation, part of the order id. */
export type OrderFilter = Omit<ListOrdersRequest, 'organizationUuid' | 'nextPage'>;

const [LIST_METHOD, LIST_PATH] = getListOrdersQueryKey();

/** An organisation's orders, newest first, page by page, filtered. */
export function useOrderList(organizationUuid: string, filter: OrderFilter) {
  return useInfiniteQuery({
    ...pagedListOptions({
      queryKey: [LIST_METHOD, LIST_PATH, 'paged', organizationUuid, filter],
      pageSize: ORDERS_PAGE_SIZE,
      fetchPage: (nextPage, signal) =>
        listOrders({ organizationUuid, ...filter, nextPage }, { signal }),
      itemsOf: (page) => page.list,
    }),
    select: (data) => data.pages.flatMap((page) => page.list),
  });
}

/** Every order the filters let through, page after page (for the CSV export). */
export async function fetchAllOrders(
  organizationUuid: string,
  filter: OrderFilter,
): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 0; ; page += 1) {
    const { list } = await listOrders({
      organizationUuid,
      ...filter,
      nextPage: { page, count: EXPORT_PAGE_SIZE },
    });
    orders.push(...list);
    if (list.length < EXPORT_PAGE_SIZE) return orders;
  }
}

/** One order with its refunds (order/get); not asked for while `enabled` is false. */
export function useOrder(orderId: string, enabled: boolean) {
  return useGetOrder({ orderId }, { query: { enabled } });
}

/**
 * After an order changed (a refund, or the server said it changed): the order itself, every
 * order list (its row) and the statistics (refunded amounts) are read again.
 */
export async function refreshAfterOrderChange(
  queryClient: QueryClient,
  orderId: string,
): Promise<void> {
  const [statisticMethod, statisticPath] = getGetOrganizationStatisticQueryKey();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey({ orderId }) }),
    queryClient.invalidateQueries({ queryKey: [LIST_METHOD, LIST_PATH] }),
    queryClient.invalidateQueries({ queryKey: [statisticMethod, statisticPath] }),
  ]);
}
