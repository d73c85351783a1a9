import type {
  ListOrdersRequest,
  Order,
  OrderDetails,
  Organization,
  OrganizationDetails,
  OrganizationStatistic,
  OrganizationStatisticDay,
} from '../../src/api/generated/model';
import {
  GetOrganizationDetailsResponse,
  ListOrganizationsResponse,
} from '../../src/api/generated/zod/organization/organization.zod';
import { ListOrdersResponse } from '../../src/api/generated/zod/order/order.zod';
import { now } from '../clock';
import { indexes, type RecordOf } from '../db/indexes';
import { apiError } from '../handlers/respond';

/**
 * Organisations, orders and their statistics over the store (order-to-order). An organisation
 * belongs to its owner; anyone else is told it does not exist (the contract's 404), and so are
 * its orders.
 */

export type OrganisationRecord = RecordOf<'organisations'>;
export type OrderRecord = RecordOf<'orders'>;

/** The person's organisation, or the contract's NotFound. */
export function requireOrganisation(userUuid: string, uuid: string): OrganisationRecord {
  const organisation = indexes.organisationByUuid(uuid);
  if (!organisation || organisation.ownerUuid !== userUuid) return apiError('general.error', 404);
  return organisation;
}

/** The person's order (of one of their organisations), or the contract's NotFound. */
export function requireOrder(userUuid: string, orderId: string): OrderRecord {
  const order = indexes.orderById(orderId);
  if (!order || indexes.organisationByUuid(order.organizationUuid)?.ownerUuid !== userUuid)
    return apiError('general.error', 404);
  return order;
}

const organisationContract = ListOrganizationsResponse.shape.list.element;
const orderContract = ListOrdersResponse.shape.list.element;

// Parsing keeps the contract's fields and strips what only the server keeps (owner, keys).
export const toOrganisation = (record: OrganisationRecord): Organization =>
  organisationContract.parse(record);
export const toOrganisationDetails = (record: OrganisationRecord): OrganizationDetails =>
  GetOrganizationDetailsResponse.parse(record);
export const toOrder = (record: Omit<OrderRecord, 'refunds'>): Order => orderContract.parse(record);
export const toOrderDetails = (record: OrderRecord): OrderDetails => ({
  ...toOrder(record),
  refunds: record.refunds.map(({ idempotencyKey: _key, ...refund }) => refund),
});

/** The person's organisations, by name. */
export function organisationsOf(userUuid: string): OrganisationRecord[] {
  return [...indexes.organisationsOfOwner(userUuid)].sort((a, b) => a.name.localeCompare(b.name));
}

/** The UTC day (YYYY-MM-DD) an ISO date-time falls on. */
const dayOf = (isoDateTime: string): string => isoDateTime.slice(0, 10);

/** Whether an order passes order/list's filters (days of createdDate, both ends included). */
export function orderMatches(
  order: OrderRecord,
  {
    status,
    dateFrom,
    dateTo,
    orderIdContains,
  }: Omit<ListOrdersRequest, 'organizationUuid' | 'nextPage'>,
): boolean {
  const day = dayOf(order.createdDate);
  return (
    (status === undefined || order.status === status) &&
    (dateFrom === undefined || day >= dateFrom) &&
    (dateTo === undefined || day <= dateTo) &&
    (orderIdContains === undefined ||
      order.orderId.toLowerCase().includes(orderIdContains.toLowerCase()))
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest period organization/statistic answers, in days (a leap year). */
export const MAX_STATISTIC_DAYS = 366;

/** The current month, in UTC days: the statistics' period when none is asked. */
export function currentMonth(time: number = now()): { dateFrom: string; dateTo: string } {
  const today = new Date(time);
  const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0);
  return {
    dateFrom: dayOf(new Date(first).toISOString()),
    dateTo: dayOf(new Date(last).toISOString()),
  };
}

/** Every day from `dateFrom` to `dateTo`, both included; null when that is no valid period. */
export function daysOf(dateFrom: string, dateTo: string): string[] | null {
  const start = Date.parse(`${dateFrom}T00:00:00Z`);
  const end = Date.parse(`${dateTo}T00:00:00Z`);
  const count = (end - start) / DAY_MS + 1;
  if (!Number.isInteger(count) || count < 1 || count > MAX_STATISTIC_DAYS) return null;
  return Array.from({ length: count }, (_, index) =>
    dayOf(new Date(start + index * DAY_MS).toISOString()),
  );
}

const PAID_STATUSES = new Set(['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/**
 * An organisation's statistics over some days: orders created on each day (any status), the
 * amounts of those that were paid, and the refunds made on each day, whatever the order's day.
 */
export function statisticOf(
  orders: readonly OrderRecord[],
  days: readonly string[],
): OrganizationStatistic {
  const byDay = new Map<string, OrganizationStatisticDay>(
    days.map((date) => [date, { date, ordersCount: 0, paidAmount: 0, refundedAmount: 0 }]),
  );
  for (const order of orders) {
    const created = byDay.get(dayOf(order.createdDate));
    if (created) {
      created.ordersCount += 1;
      if (PAID_STATUSES.has(order.status)) created.paidAmount += order.amount;
    }
    for (const refund of order.refunds) {
      const refunded = byDay.get(dayOf(refund.createdDate));
      if (refunded) refunded.refundedAmount += refund.amount;
    }
  }
  const list = [...byDay.values()];
  const total = (pick: (day: OrganizationStatisticDay) => number) =>
    list.reduce((sum, day) => sum + pick(day), 0);
  return {
    ordersCount: total((day) => day.ordersCount),
    paidAmount: total((day) => day.paidAmount),
    refundedAmount: total((day) => day.refundedAmount),
    days: list,
  };
}
