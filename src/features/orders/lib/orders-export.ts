import type { IntlShape } from 'react-intl';
import type { Order } from '@/api/generated/model';
import { csvAmount, toCsv } from '@/lib/csv';
import { orderExportMessages } from '../messages';

/**
 * Orders as a CSV file: a header row in the reader's language, then one row per order with
 * values a spreadsheet or an accounting import reads as they are: the id, the description,
 * the creation time (ISO 8601, UTC), amounts in major units with a dot ("500.00"), the
 * currency and the status code (PAID, REFUNDED, ...).
 */
export function ordersCsv(
  orders: readonly Order[],
  intl: Pick<IntlShape, 'formatMessage'>,
): string {
  const header = [
    orderExportMessages.orderId,
    orderExportMessages.description,
    orderExportMessages.createdDate,
    orderExportMessages.amount,
    orderExportMessages.refundedAmount,
    orderExportMessages.remaining,
    orderExportMessages.currency,
    orderExportMessages.status,
  ].map((message) => intl.formatMessage(message));
  const rows = orders.map((order) => [
    order.orderId,
    order.description ?? '',
    order.createdDate,
    csvAmount(order.amount),
    csvAmount(order.refundedAmount),
    csvAmount(order.amount - order.refundedAmount),
    order.currency ?? '',
    order.status,
  ]);
  return toCsv(header, rows);
}
