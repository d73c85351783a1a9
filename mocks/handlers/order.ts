import type { OrderDetails, OrderList } from '../../src/api/generated/model';
import {
  GetOrderBody,
  ListOrdersBody,
  RefundOrderBody,
  RefundOrderHeader,
  RefundOrderPartBody,
} from '../../src/api/generated/zod/order/order.zod';
import {
  getGetOrderMockHandler,
  getListOrdersMockHandler,
  getRefundOrderMockHandler,
  getRefundOrderPartMockHandler,
} from '../generated/order/order.msw';
import { now } from '../clock';
import { db } from '../db/collections';
import { indexes } from '../db/indexes';
import { listPage } from '../db/query';
import {
  orderMatches,
  requireOrder,
  requireOrganisation,
  toOrder,
  toOrderDetails,
} from '../engine/orders';
import { decideRefund, type RefundRequest } from '../engine/refunds';
import { signedIn } from '../engine/sessions';
import { apiError, readBody } from './respond';

/** The Idempotency-Key header, as the contract requires it on both refund calls. */
function idempotencyKeyOf(request: Request): string {
  const parsed = RefundOrderHeader.safeParse({
    'Idempotency-Key': request.headers.get('Idempotency-Key') ?? undefined,
  });
  if (!parsed.success)
    return apiError('field.invalid.format.error', undefined, { field: 'Idempotency-Key' });
  return parsed.data['Idempotency-Key'];
}

/**
 * Refunds are decided one at a time: the rules read the order, then the store writes the new
 * refund (an await), and a second request for the same order (a double click, a retry racing
 * the first try) must see the first one's result, not the order before it.
 */
let refundQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = refundQueue.then(task);
  refundQueue = run.catch(() => undefined);
  return run;
}

/** Both refund calls: the rules of mocks/engine/refunds.ts, stored. */
async function refund(userUuid: string, orderId: string, request: RefundRequest) {
  return oneAtATime(async (): Promise<OrderDetails> => {
    const order = requireOrder(userUuid, orderId);
    // A key is one request: used with another order, it cannot be this one's.
    if (indexes.ordersByRefundKey(request.idempotencyKey).some((other) => other !== order))
      return apiError('field.invalid.format.error', undefined, { field: 'Idempotency-Key' });
    const outcome = decideRefund(order, request, {
      refundId: crypto.randomUUID(),
      createdDate: new Date(now()).toISOString(),
    });
    if (outcome.kind === 'refused')
      return apiError(outcome.code, 400, 'field' in outcome ? { field: outcome.field } : {});
    if (outcome.kind === 'refunded') {
      await db.orders.update(order, {
        data(draft) {
          draft.refunds.push(outcome.refund);
          draft.refundedAmount = outcome.order.refundedAmount;
          draft.status = outcome.order.status;
        },
      });
    }
    return toOrderDetails(outcome.order);
  });
}

/** An organisation's orders and refunds (order-to-order). */
export const orderHandlers = [
  getListOrdersMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { organizationUuid, nextPage, ...filter } = await readBody(request, ListOrdersBody);
      const organisation = requireOrganisation(user.uuid, organizationUuid);
      const page = listPage(indexes.ordersOfOrganisation(organisation.uuid), {
        where: (order) => orderMatches(order, filter),
        nextPage,
      });
      return { list: page.map(toOrder) } satisfies OrderList;
    }),
  ),

  getGetOrderMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { orderId } = await readBody(request, GetOrderBody);
      return toOrderDetails(requireOrder(user.uuid, orderId));
    }),
  ),

  getRefundOrderMockHandler(
    signedIn(async ({ request }, { user }) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const { orderId, expectedRefundedAmount } = await readBody(request, RefundOrderBody);
      return refund(user.uuid, orderId, { type: 'FULL', idempotencyKey, expectedRefundedAmount });
    }),
  ),

  getRefundOrderPartMockHandler(
    signedIn(async ({ request }, { user }) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const { orderId, amount, expectedRefundedAmount } = await readBody(
        request,
        RefundOrderPartBody,
      );
      return refund(user.uuid, orderId, {
        type: 'PARTIAL',
        amount,
        idempotencyKey,
        expectedRefundedAmount,
      });
    }),
  ),
];
