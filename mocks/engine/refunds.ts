import type { OrderRefund, OrderStatus } from '../../src/api/generated/model';

/**
 * The refund rules of the order-to-order area, as a pure function over one order: the mock's
 * handlers (mocks/handlers/order.ts) store what it decides, and the property test
 * (refunds.property.test.ts) drives it directly as well as through the handlers.
 *
 * - Only a PAID or PARTIALLY_REFUNDED order can be refunded (invalid.state.error otherwise).
 * - A partial refund is at least 1 minor unit and at most what remains (amount minus
 *   refundedAmount); a full refund takes what remains. Either way the order's refundedAmount
 *   is the sum of its refunds, and it becomes REFUNDED when nothing remains.
 * - Idempotency: a request whose key one of the order's refunds already carries refunds
 *   nothing more and answers the order as that refund left it (the first answer). The same key
 *   with another kind of refund or another amount is refused (the key names another request).
 * - `expectedRefundedAmount`, when given, must be the order's refundedAmount: a refund
 *   confirmed against an order that has been refunded since is refused
 *   (modification.irrelevant.data.error) rather than applied to an order the person did not see.
 */

/** A refund as the store keeps it: the contract's, plus the key it was asked with. */
export type StoredRefund = OrderRefund & { idempotencyKey: string };

/** What the rules read of an order. */
export interface RefundableOrder {
  amount: number;
  refundedAmount: number;
  status: OrderStatus;
  refunds: StoredRefund[];
}

export type RefundRequest = {
  idempotencyKey: string;
  /** The refundedAmount the client saw when the person confirmed. */
  expectedRefundedAmount?: number | undefined;
} & ({ type: 'FULL' } | { type: 'PARTIAL'; amount: number });

export type RefundRefusal =
  | { code: 'invalid.state.error' }
  | { code: 'modification.irrelevant.data.error' }
  | { code: 'field.invalid.format.error'; field: 'amount' | 'Idempotency-Key' };

export type RefundOutcome<Order extends RefundableOrder> =
  /** A new refund: the order as it now is, and the refund to store with it. */
  | { kind: 'refunded'; order: Order; refund: StoredRefund }
  /** The key was seen before: the order as that refund left it; nothing changes. */
  | { kind: 'replayed'; order: Order }
  | ({ kind: 'refused' } & RefundRefusal);

const REFUNDABLE: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['PAID', 'PARTIALLY_REFUNDED']);

/** What can still be given back, in minor units. */
export function remainingOf(order: Pick<RefundableOrder, 'amount' | 'refundedAmount'>): number {
  return order.amount - order.refundedAmount;
}

export function isRefundable(order: Pick<RefundableOrder, 'status'>): boolean {
  return REFUNDABLE.has(order.status);
}

/** The order with these refunds: refundedAmount their sum, the status what that makes it. */
function withRefunds<Order extends RefundableOrder>(order: Order, refunds: StoredRefund[]): Order {
  const refundedAmount = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const status: OrderStatus =
    refundedAmount === 0
      ? order.status
      : refundedAmount === order.amount
        ? 'REFUNDED'
        : 'PARTIALLY_REFUNDED';
  return { ...order, refunds, refundedAmount, status };
}

/** Whether a stored refund was made by this same request (same kind, same amount). */
function sameRequest(refund: StoredRefund, request: RefundRequest): boolean {
  if (refund.type !== request.type) return false;
  return request.type === 'FULL' || refund.amount === request.amount;
}

/**
 * Decides one refund request against `order`. `made` names the refund it would create (a new
 * id and the time), so the function stays pure.
 */
export function decideRefund<Order extends RefundableOrder>(
  order: Order,
  request: RefundRequest,
  made: { refundId: string; createdDate: string },
): RefundOutcome<Order> {
  const seen = order.refunds.findIndex(
    (refund) => refund.idempotencyKey === request.idempotencyKey,
  );
  if (seen >= 0) {
    if (!sameRequest(order.refunds[seen]!, request))
      return { kind: 'refused', code: 'field.invalid.format.error', field: 'Idempotency-Key' };
    return { kind: 'replayed', order: withRefunds(order, order.refunds.slice(0, seen + 1)) };
  }
  if (
    request.expectedRefundedAmount !== undefined &&
    request.expectedRefundedAmount !== order.refundedAmount
  )
    return { kind: 'refused', code: 'modification.irrelevant.data.error' };
  const remaining = remainingOf(order);
  if (!isRefundable(order) || remaining <= 0)
    return { kind: 'refused', code: 'invalid.state.error' };
  const amount = request.type === 'FULL' ? remaining : request.amount;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > remaining)
    return { kind: 'refused', code: 'field.invalid.format.error', field: 'amount' };
  const refund: StoredRefund = {
    refundId: made.refundId,
    type: request.type,
    amount,
    createdDate: made.createdDate,
    idempotencyKey: request.idempotencyKey,
  };
  return { kind: 'refunded', order: withRefunds(order, [...order.refunds, refund]), refund };
}
