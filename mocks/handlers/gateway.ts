import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { FinishedPaymentInfo } from '../../src/api/generated/model';
import {
  GetFinishedPaymentInfoQueryParams,
  GetFinishedPaymentInfoResponse,
} from '../../src/api/generated/zod/gateway/gateway.zod';
import { now } from '../clock';
import { db } from '../db/collections';
import { receivedOf } from '../engine/fees';
import { notify } from '../engine/notify';
import { gatewayOutcome, PENDING_SETTLE_MS, settlesLater } from '../gateway/test-cards';
import { GATEWAY_PREFIX } from '../prefixes';
import { apiError, readBody } from './respond';

/** The mock gateway page's own call (not in the contract: a real gateway keeps this inside). */
export const GATEWAY_PAY_PATH = `${GATEWAY_PREFIX}/mock/pay`;

const PayBody = z.object({
  orderId: z.string().min(1),
  pan: z.string().min(12),
  threeDsCode: z.string().optional(),
});

/**
 * A paid tip becomes an operation of its recipient, carrying its rating, emoji and comment,
 * and notifies them of the receipt (and of the comment, when there is one).
 */
async function recordPaid(payment: TipPayment): Promise<void> {
  const qrCode = db.qrCodes.findFirst((q) => q.where({ uuid: payment.qrCodeUuid }));
  const recipientUuid = payment.recipientUuid ?? qrCode?.ownerUuid;
  if (!recipientUuid) return;
  const date = new Date(now()).toISOString();
  const operationUuid = crypto.randomUUID();
  await db.operations.create({
    uuid: operationUuid,
    recipientUuid,
    orderId: payment.orderId,
    date,
    amount: payment.amount,
    feeAmount: payment.feeAmount,
    receivedAmount: receivedOf(payment.amount, payment.feeAmount, payment.payFee),
    qrUuid: payment.qrCodeUuid,
    teamUuid: payment.teamUuid,
    table: qrCode?.table,
    rating: payment.rating,
    emoji: payment.emoji,
    message: payment.comment,
    source: payment.source,
  });
  await notify(recipientUuid, 'qr.receipt', {
    operationUuid,
    amount: payment.amount,
    ...(payment.teamUuid ? { teamUuid: payment.teamUuid } : {}),
  });
  if (payment.comment)
    await notify(recipientUuid, 'qr.comment', { operationUuid, comment: payment.comment });
}

type TipPayment = NonNullable<ReturnType<typeof db.tipPayments.findFirst>>;

/** The gateway's final word on a tip: its status, when, and a paid tip's operation. */
async function settle(payment: TipPayment, status: 'SUCCESS' | 'FAILED'): Promise<TipPayment> {
  const updated = await db.tipPayments.update(payment, {
    data(draft) {
      draft.status = status;
      draft.finishedAt = now();
      draft.settlesAt = undefined;
      draft.settlesTo = undefined;
    },
  });
  if (status === 'SUCCESS' && updated) await recordPaid(updated);
  return updated ?? payment;
}

/** A tip paid with a pending card settles once its time has come (read on the mock clock). */
async function settledIfDue(payment: TipPayment): Promise<TipPayment> {
  const { settlesAt, settlesTo } = payment;
  if (payment.status !== 'PENDING' || settlesAt === undefined || settlesTo === undefined)
    return payment;
  return settlesAt <= now() ? settle(payment, settlesTo) : payment;
}

export const gatewayHandlers = [
  // Written out rather than orval's factory: generated handlers sit under the API prefix, and
  // this call lives under the gateway's.
  http.get<never, never, FinishedPaymentInfo>(
    `*${GATEWAY_PREFIX}/finished-payment-info`,
    async ({ request }) => {
      const query = GetFinishedPaymentInfoQueryParams.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success)
        return apiError('field.invalid.format.error', 400, {
          field: String(query.error.issues[0]?.path[0] ?? ''),
        });
      const payment = await settledIfDue(
        db.tipPayments.findFirst((q) => q.where({ orderId: query.data.orderId })) ??
          apiError('general.error', 404),
      );
      return HttpResponse.json(
        GetFinishedPaymentInfoResponse.parse({
          orderId: payment.orderId,
          status: payment.status,
          amount: payment.amount,
          // The fee the payer pays on top of the tip: none when the recipient covers it.
          feeAmount: payment.payFee ? payment.feeAmount : undefined,
          currency: 'KZT',
          recipientName: payment.recipientName,
          qrCodeUuid: payment.qrCodeUuid,
          teamUuid: payment.teamUuid,
          orderParams: { qr_code_id: payment.qrCodeUuid },
          ratingGiven: payment.rating !== undefined,
          commentGiven: payment.comment !== undefined,
          finishedAt:
            payment.finishedAt === undefined
              ? undefined
              : new Date(payment.finishedAt).toISOString(),
          serviceFee:
            payment.feeAmount > 0
              ? { amount: payment.feeAmount, paidBy: payment.payFee ? 'PAYER' : 'RECIPIENT' }
              : undefined,
        }),
      );
    },
  ),

  /** The gateway page pays (or fails) an order; answers the outcome and where to send the browser. */
  http.post(`*${GATEWAY_PAY_PATH}`, async ({ request }) => {
    const body = await readBody(request, PayBody);
    const payment =
      db.tipPayments.findFirst((q) => q.where({ orderId: body.orderId })) ??
      apiError('general.error', 404);
    if (payment.status !== 'PENDING' || payment.settlesAt !== undefined)
      return apiError('modification.irrelevant.data.error');
    const outcome = gatewayOutcome(body.pan, body.threeDsCode);
    if (outcome !== 'THREE_DS_REQUIRED') {
      const status = outcome === 'SUCCESS' ? 'SUCCESS' : 'FAILED';
      if (settlesLater(body.pan))
        await db.tipPayments.update(payment, {
          data(draft) {
            draft.settlesAt = now() + PENDING_SETTLE_MS;
            draft.settlesTo = status;
          },
        });
      else await settle(payment, status);
    }
    const returnUrl = new URL(payment.returnUrl ?? '/finish.html', request.url);
    returnUrl.searchParams.set('orderId', payment.orderId);
    return HttpResponse.json({ outcome, returnUrl: returnUrl.toString() });
  }),
];
