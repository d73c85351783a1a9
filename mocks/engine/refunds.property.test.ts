import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../src/api/generated/model';
import { DEMO } from '../db/demo-ids';
import { API_PREFIX } from '../prefixes';
import { resetMockBackend } from '../node';
import { setupMockBackend, signedInClient, type Client } from '../test-utils';
import { decideRefund, remainingOf, type RefundableOrder, type RefundRequest } from './refunds';

/**
 * Any sequence of refund attempts, with keys repeated, never refunds more than the order's
 * amount, and what remains is always the amount minus the refunds accepted, in exact minor
 * units; a repeated key answers as the first time and refunds nothing. Checked on the rules
 * themselves and through the mock's HTTP handlers.
 */

/** One attempt: a key from a small pool, a kind and an amount. */
const attempt = (amount: number) =>
  fc.record({
    key: fc.nat(3),
    full: fc.boolean(),
    // Zero, within what is paid and over it: every side of the limits.
    amount: fc.oneof(fc.integer({ min: 0, max: amount + 100 }), {
      arbitrary: fc.constantFrom(0, 1, amount - 1, amount, amount + 1),
      weight: 3,
    }),
    // Sometimes the client says what it saw (right or out of date), sometimes nothing.
    expected: fc.option(fc.integer({ min: 0, max: amount }), { nil: undefined }),
  });

/**
 * Attempts at refunding an order of `amount`: four requests, each with its own key, sent and
 * sent again (a retry or a double click repeats a request exactly), mixed with other requests
 * that reuse those keys.
 */
const attempts = (amount: number, maxLength: number) =>
  fc
    .tuple(
      fc.array(attempt(amount), { minLength: 4, maxLength: 4 }),
      fc.array(
        fc.oneof(
          { arbitrary: fc.nat(3).map((retry) => ({ retry })), weight: 3 },
          { arbitrary: attempt(amount), weight: 2 },
        ),
        { minLength: 1, maxLength },
      ),
    )
    .map(([requests, steps]) =>
      steps.map((step) => ('retry' in step ? { ...requests[step.retry]!, key: step.retry } : step)),
    );
type Attempt = { key: number; full: boolean; amount: number; expected: number | undefined };

const requestOf = (step: Attempt, keys: readonly string[]): RefundRequest => ({
  idempotencyKey: keys[step.key]!,
  expectedRefundedAmount: step.expected,
  ...(step.full ? { type: 'FULL' } : { type: 'PARTIAL', amount: step.amount }),
});

/** Checks the invariants after every step; `accepted` are the amounts of refunds made so far. */
function expectConsistent(
  order: Pick<RefundableOrder, 'amount' | 'refundedAmount'>,
  accepted: number[],
) {
  const sum = accepted.reduce((total, amount) => total + amount, 0);
  expect(order.refundedAmount).toBe(sum);
  expect(order.refundedAmount).toBeLessThanOrEqual(order.amount);
  expect(remainingOf(order)).toBe(order.amount - sum);
  expect(remainingOf(order)).toBeGreaterThanOrEqual(0);
}

describe('the refund rules (pure)', () => {
  it('never refund more than the amount; remaining = amount − accepted; keys answer once', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 10_000_000 })
          .chain((amount) => fc.tuple(fc.constant(amount), attempts(amount, 25))),
        ([amount, steps]) => {
          const keys = ['k0', 'k1', 'k2', 'k3'];
          let order: RefundableOrder = { amount, refundedAmount: 0, status: 'PAID', refunds: [] };
          const accepted: number[] = [];
          const firstAnswer = new Map<string, RefundableOrder>();
          steps.forEach((step, index) => {
            const request = requestOf(step, keys);
            const before = order;
            const outcome = decideRefund(order, request, {
              refundId: `r${index}`,
              createdDate: '2026-11-24T10:00:00.000Z',
            });
            if (outcome.kind === 'refunded') {
              expect(firstAnswer.has(request.idempotencyKey)).toBe(false);
              const expectedAmount = request.type === 'FULL' ? remainingOf(before) : request.amount;
              expect(outcome.refund.amount).toBe(expectedAmount);
              accepted.push(outcome.refund.amount);
              firstAnswer.set(request.idempotencyKey, outcome.order);
              order = outcome.order;
            } else if (outcome.kind === 'replayed') {
              expect(outcome.order).toEqual(firstAnswer.get(request.idempotencyKey));
            } else {
              // A refusal changes nothing; a fresh key, an up-to-date view and an amount
              // within what remains is never refused while something remains.
              const fresh = !firstAnswer.has(request.idempotencyKey);
              const upToDate =
                step.expected === undefined || step.expected === before.refundedAmount;
              const fits =
                request.type === 'FULL' || (step.amount >= 1 && step.amount <= remainingOf(before));
              expect(fresh && upToDate && fits && remainingOf(before) > 0).toBe(false);
            }
            expectConsistent(order, accepted);
            expect(order.status).toBe(
              order.refundedAmount === 0
                ? 'PAID'
                : order.refundedAmount === amount
                  ? 'REFUNDED'
                  : 'PARTIALLY_REFUNDED',
            );
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the refund rules through the mock’s handlers', () => {
  setupMockBackend();

  async function send(client: Client, request: RefundRequest & { orderId: string }) {
    const { idempotencyKey, type, ...body } = request;
    const response = await client.send(
      `${API_PREFIX}/${type === 'FULL' ? 'order/refund' : 'order/refund/part'}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(body),
      },
    );
    return { status: response.status, body: (await response.json()) as OrderDetails };
  }

  it('keeps the paid order of 500 consistent under any sequence of attempts, repeats included', async () => {
    const amount = 50_000;
    await fc.assert(
      fc.asyncProperty(attempts(amount, 10), async (steps) => {
        await resetMockBackend();
        const anna = await signedInClient(DEMO.anna);
        const keys = Array.from({ length: 4 }, () => crypto.randomUUID());
        const accepted: number[] = [];
        const firstAnswer = new Map<string, OrderDetails>();
        for (const step of steps) {
          const request = requestOf(step, keys);
          const answer = await send(anna, { ...request, orderId: DEMO.paidOrder });
          const first = firstAnswer.get(request.idempotencyKey);
          if (answer.status === 200 && first) expect(answer.body).toEqual(first);
          else if (answer.status === 200) {
            accepted.push(answer.body.refunds.at(-1)!.amount);
            firstAnswer.set(request.idempotencyKey, answer.body);
          } else expect(answer.status).toBe(400);
          const { body: order } = await anna.call<OrderDetails>('order/get', {
            orderId: DEMO.paidOrder,
          });
          expectConsistent(order, accepted);
          expect(order.refunds.map((refund) => refund.amount)).toEqual(accepted);
        }
      }),
      { numRuns: 40 },
    );
  });
});
