import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import type { OrderDetails } from '@/api/generated/model';
import {
  getGetOrderQueryKey,
  getRefundOrderMutationOptions,
  getRefundOrderPartMutationOptions,
} from '@/api/generated/order/order';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { refreshAfterOrderChange } from './orders';
import { useOneAtATime } from '@/lib/one-at-a-time';

/** A refund the person confirmed: everything that is left, or a part in minor units. */
export type RefundChoice = { kind: 'full' } | { kind: 'part'; amount: number };

/** What can still be given back of an order, in minor units. */
export const remainingOf = (order: Pick<OrderDetails, 'amount' | 'refundedAmount'>): number =>
  order.amount - order.refundedAmount;

/** Whether the order offers a refund at all (paid, something left). */
export const canRefund = (order: OrderDetails): boolean =>
  (order.status === 'PAID' || order.status === 'PARTIALLY_REFUNDED') && remainingOf(order) > 0;

/** The server said the order is not what the person saw: read it again before anything else. */
export const isOrderChanged = (error: unknown): boolean =>
  isApiError(error) &&
  (error.code === 'modification.irrelevant.data.error' || error.code === 'invalid.state.error');

/**
 * Refunds of one order (order/refund, order/refund/part), never twice:
 *
 * - one request at a time: a second confirm while one is on its way does nothing (a double
 *   click sends one request);
 * - a confirmed refund is one attempt: an Idempotency-Key made for it, and the request as it
 *   was confirmed, with the refundedAmount the person saw then. Retrying the same refund
 *   (after a 5xx or a network failure, when nobody knows whether it went through) sends that
 *   same request again, whatever has been read since, so the server refunds nothing more and
 *   answers as before. Another amount is another refund, with a new key;
 * - the refundedAmount sent lets the server refuse a refund confirmed against an order that
 *   was refunded since (modification.irrelevant.data.error) rather than apply it;
 * - after it, or after the server said the order changed, the order, the order lists and the
 *   statistics are read again.
 */
export function useRefundMutation(
  order: OrderDetails,
  {
    onRefunded,
    onOrderChanged,
  }: {
    onRefunded?: (answer: OrderDetails) => void;
    /** The server said the order is not what the person saw (it is being read again). */
    onOrderChanged?: () => void;
  } = {},
) {
  const queryClient = useQueryClient();
  const attempt = useRef<{ choice: string; send: () => Promise<OrderDetails> } | null>(null);
  const [lastKind, setLastKind] = useState<RefundChoice['kind']>('full');

  const mutation = {
    meta: { errorShownInline: true },
    onSuccess: (answer: OrderDetails) => {
      attempt.current = null;
      queryClient.setQueryData(getGetOrderQueryKey({ orderId: answer.orderId }), answer);
      void refreshAfterOrderChange(queryClient, answer.orderId);
      onRefunded?.(answer);
    },
    onError: (error: unknown) => {
      if (!isOrderChanged(error)) return;
      attempt.current = null;
      void refreshAfterOrderChange(queryClient, order.orderId);
      onOrderChanged?.();
    },
  };
  // The callbacks go to useMutation itself (they clear a ref), not through the options builder.
  const full = useMutation({ ...getRefundOrderMutationOptions(), ...mutation });
  const part = useMutation({ ...getRefundOrderPartMutationOptions(), ...mutation });
  const current = lastKind === 'full' ? full : part;

  /** The request for this refund as confirmed now: its key and body fixed from here on. */
  const newAttempt = (choice: RefundChoice) => {
    const headers = { 'Idempotency-Key': newIdempotencyKey() };
    const data = { orderId: order.orderId, expectedRefundedAmount: order.refundedAmount };
    return choice.kind === 'full'
      ? () => full.mutateAsync({ data, headers })
      : () => part.mutateAsync({ data: { ...data, amount: choice.amount }, headers });
  };

  const refundOnce = useOneAtATime((choice: RefundChoice) => {
    const signature = JSON.stringify(choice);
    if (attempt.current?.choice !== signature)
      attempt.current = { choice: signature, send: newAttempt(choice) };
    setLastKind(choice.kind);
    (choice.kind === 'full' ? part : full).reset();
    return attempt.current.send();
  });
  // A failure shows through the mutation's state (and onError above).
  const refund = (choice: RefundChoice) => void refundOnce(choice).catch(() => undefined);

  return {
    refund,
    isPending: full.isPending || part.isPending,
    error: current.error,
  };
}
