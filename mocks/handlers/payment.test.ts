import { describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo-ids';
import { createClient, payOnGateway, setupMockBackend } from '../test-utils';

setupMockBackend();

interface TeamForm {
  members: Array<{ qrCodeUuid: string; photo?: string }>;
}

describe('payment/form', () => {
  it("answers Anna Petrova's form with her limits and amounts", async () => {
    const { call } = createClient();
    const { status, body } = await call('payment/form', { qrCodeUuid: DEMO.annaQrCode });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      qrCodeUuid: DEMO.annaQrCode,
      firstName: 'Anna',
      lastName: 'Petrova',
      jobPosition: 'waiter',
      limits: { minAmount: 1, maxAmount: 10 },
      amounts: [1, 5, 10],
      defaultAmounts: [5],
    });
  });

  it('answers the custom limits of the third demo code', async () => {
    const { body } = await createClient().call('payment/form', {
      qrCodeUuid: DEMO.customLimitsQrCode,
    });
    expect(body).toMatchObject({ limits: { minAmount: 5, maxAmount: 50 }, amounts: [5, 20, 50] });
  });

  it('answers client.notActive.error for the inactive recipient', async () => {
    const { status, body } = await createClient().call('payment/form', {
      qrCodeUuid: DEMO.inactiveQrCode,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'client.notActive.error' });
  });

  it('refuses a body the contract refuses with field.invalid.format.error', async () => {
    const { status, body } = await createClient().call('payment/form', {
      qrCodeUuid: 'not-a-uuid',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'field.invalid.format.error', field: 'qrCodeUuid' });
  });
});

describe('payment/form/team', () => {
  it('pages Cafe Pushkin by count and page; a short page is the last', async () => {
    const { call } = createClient();
    const first = await call<TeamForm>('payment/form/team', {
      teamUuid: DEMO.team,
      nextPage: { count: 50, page: 0 },
    });
    const second = await call<TeamForm>('payment/form/team', {
      teamUuid: DEMO.team,
      nextPage: { count: 50, page: 1 },
    });
    expect(first.body).toMatchObject({ title: 'Cafe Pushkin', typeCode: 'cafe' });
    expect(first.body.members).toHaveLength(50);
    expect(second.body.members).toHaveLength(15);
    const ids = new Set(
      [...first.body.members, ...second.body.members].map((member) => member.qrCodeUuid),
    );
    expect(ids.size).toBe(65);
    expect(first.body.members.every((member) => member.photo)).toBe(true);
  });

  it('answers team.notFound.error for an unknown team', async () => {
    const { status, body } = await createClient().call('payment/form/team', {
      teamUuid: 'b0000000-0000-4000-8000-0000000000ff',
      nextPage: { count: 50, page: 0 },
    });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'team.notFound.error' });
  });
});

describe('the payment order lifecycle', () => {
  async function register(client: ReturnType<typeof createClient>, extra: object = {}) {
    const { body } = await client.call<{ order: { orderId: string; formUrl: string } }>(
      'payment/register',
      {
        qrCodeUuid: DEMO.annaQrCode,
        amount: 500,
        payFee: true,
        language: 'en',
        rating: 5,
        emoji: 'smile,heart',
        comment: 'Спасибо!',
        ...extra,
      },
    );
    return body.order;
  }
  const info = async (client: ReturnType<typeof createClient>, orderId: string): Promise<unknown> =>
    (
      await client.send(`/payment-gateway/finished-payment-info?orderId=${orderId}&language=ru`)
    ).json();

  it('register, pay on the gateway, read the outcome, see the operation with its feedback', async () => {
    const client = createClient();
    const order = await register(client);
    expect(order.formUrl).toBe(
      `http://localhost/mocks/gateway/index.html?orderId=${order.orderId}`,
    );
    await expect(info(client, order.orderId)).resolves.toMatchObject({ status: 'PENDING' });

    const paid = await payOnGateway(client, order.orderId, '4111 1111 1111 1111');
    expect(paid).toEqual({
      outcome: 'SUCCESS',
      returnUrl: `http://localhost/finish.html?orderId=${order.orderId}`,
    });
    await expect(info(client, order.orderId)).resolves.toMatchObject({
      status: 'SUCCESS',
      amount: 500,
      feeAmount: 15,
      orderParams: { qr_code_id: DEMO.annaQrCode },
      ratingGiven: true,
      commentGiven: true,
    });
    const { db } = await import('../db/collections');
    expect(db.operations.findFirst((q) => q.where({ orderId: order.orderId }))).toMatchObject({
      recipientUuid: DEMO.anna,
      amount: 500,
      rating: 5,
      emoji: 'smile,heart',
      message: 'Спасибо!',
    });
  });

  it('a declined card fails the order and records nothing', async () => {
    const client = createClient();
    const order = await register(client);
    await expect(payOnGateway(client, order.orderId, '4000 0000 0000 0002')).resolves.toMatchObject(
      {
        outcome: 'FAILED',
      },
    );
    await expect(info(client, order.orderId)).resolves.toMatchObject({ status: 'FAILED' });
    const { db } = await import('../db/collections');
    expect(db.operations.findFirst((q) => q.where({ orderId: order.orderId }))).toBeUndefined();
  });

  it('the 3-D Secure card asks for a code, then pays with the right one', async () => {
    const client = createClient();
    const order = await register(client);
    await expect(payOnGateway(client, order.orderId, '4000000000003220')).resolves.toMatchObject({
      outcome: 'THREE_DS_REQUIRED',
    });
    await expect(info(client, order.orderId)).resolves.toMatchObject({ status: 'PENDING' });
    await expect(
      payOnGateway(client, order.orderId, '4000000000003220', '1234'),
    ).resolves.toMatchObject({
      outcome: 'SUCCESS',
    });
  });

  it('refuses an amount outside the limits and a tip to the inactive recipient', async () => {
    const { call } = createClient();
    const tooMuch = await call('payment/register', {
      qrCodeUuid: DEMO.annaQrCode,
      amount: 1100,
      payFee: true,
      language: 'en',
    });
    expect(tooMuch.body).toEqual({ code: 'field.invalid.format.error', field: 'amount' });
    const inactive = await call('payment/register', {
      qrCodeUuid: DEMO.inactiveQrCode,
      amount: 500,
      payFee: true,
      language: 'en',
    });
    expect(inactive.body).toEqual({ code: 'client.notActive.error' });
  });

  it('payment/comment adds feedback once to a paid order', async () => {
    const client = createClient();
    const order = await register(client, {
      rating: undefined,
      comment: undefined,
      emoji: undefined,
    });
    const early = await client.call('payment/comment', { orderId: order.orderId, rating: 4 });
    expect(early.body).toEqual({ code: 'modification.irrelevant.data.error' });
    await payOnGateway(client, order.orderId, '4111111111111111');
    expect(
      (await client.call('payment/comment', { orderId: order.orderId, rating: 4, comment: 'Nice' }))
        .status,
    ).toBe(200);
    await expect(info(client, order.orderId)).resolves.toMatchObject({
      ratingGiven: true,
      commentGiven: true,
    });
    expect(
      (await client.call('payment/comment', { orderId: order.orderId, rating: 5 })).body,
    ).toEqual({
      code: 'modification.irrelevant.data.error',
    });
  });

  it('payment/fee is 3% of the amount', async () => {
    const { body } = await createClient().call('payment/fee', {
      qrCodeUuid: DEMO.annaQrCode,
      amount: 100000,
    });
    expect(body).toEqual({ feeAmount: 3000 });
  });
});
