import { describe, expect, it } from 'vitest';
import { advanceClock } from '../clock';
import { db } from '../db/collections';
import { DEMO } from '../db/demo-ids';
import { PENDING_SETTLE_MS } from '../gateway/test-cards';
import { createClient, payOnGateway, setupMockBackend } from '../test-utils';

setupMockBackend();

async function paidWith(pan: string, payFee: boolean) {
  const client = createClient();
  const { body } = await client.call<{ order: { orderId: string } }>('payment/register', {
    qrCodeUuid: DEMO.annaQrCode,
    amount: 500,
    payFee,
    language: 'en',
  });
  const { orderId } = body.order;
  await payOnGateway(client, orderId, pan);
  const info = async () =>
    (
      await client.send(`/payment-gateway/finished-payment-info?orderId=${orderId}&language=en`)
    ).json() as Promise<Record<string, unknown>>;
  return { orderId, info, pay: () => payOnGateway(client, orderId, pan) };
}

const operationOf = (orderId: string) => db.operations.findFirst((q) => q.where({ orderId }));

describe('finished-payment-info as the receipt and the status call', () => {
  it('says when a paid tip settled and which fee the payer paid', async () => {
    const before = Date.now();
    const { info } = await paidWith('4111 1111 1111 1111', true);
    const answer = await info();
    expect(answer).toMatchObject({
      status: 'SUCCESS',
      serviceFee: { amount: 15, paidBy: 'PAYER' },
    });
    expect(Date.parse(String(answer.finishedAt))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('names the recipient as the fee payer when the payer did not cover it', async () => {
    const { info } = await paidWith('4111 1111 1111 1111', false);
    const answer = await info();
    expect(answer).toMatchObject({ serviceFee: { amount: 15, paidBy: 'RECIPIENT' } });
    expect(answer.feeAmount).toBeUndefined();
  });

  it('keeps a pending card PENDING, then pays it once its time has come', async () => {
    const { orderId, info, pay } = await paidWith('4000 0000 0000 0077', true);
    await expect(info()).resolves.toMatchObject({ status: 'PENDING' });
    expect((await info()).finishedAt).toBeUndefined();
    expect(operationOf(orderId)).toBeUndefined();
    // The gateway does not take a second payment while the first is in progress.
    await expect(pay()).resolves.toEqual({ code: 'modification.irrelevant.data.error' });
    advanceClock(PENDING_SETTLE_MS);
    await expect(info()).resolves.toMatchObject({ status: 'SUCCESS' });
    expect(operationOf(orderId)).toMatchObject({ recipientUuid: DEMO.anna, amount: 500 });
  });

  it('declines the other pending card after the same wait, and records nothing', async () => {
    const { orderId, info } = await paidWith('4000 0000 0000 0085', true);
    await expect(info()).resolves.toMatchObject({ status: 'PENDING' });
    advanceClock(PENDING_SETTLE_MS);
    await expect(info()).resolves.toMatchObject({ status: 'FAILED' });
    expect(operationOf(orderId)).toBeUndefined();
  });
});
