import { describe, expect, it } from 'vitest';
import type {
  ErrorResponse,
  Order,
  OrderDetails,
  Organization,
  OrganizationDetails,
  OrganizationStatistic,
} from '../../src/api/generated/model';
import { DEMO } from '../db/demo-ids';
import { API_PREFIX } from '../prefixes';
import { setupMockBackend, signedInClient, type Client } from '../test-utils';

setupMockBackend();

const PUSHKIN = DEMO.pushkinLlp;
const today = () => new Date().toISOString().slice(0, 10);

/** A refund call with its Idempotency-Key header (the test client's `call` sends no headers). */
async function refund<T = OrderDetails>(
  client: Client,
  path: 'order/refund' | 'order/refund/part',
  body: object,
  key: string | null = crypto.randomUUID(),
): Promise<{ status: number; body: T }> {
  const response = await client.send(`${API_PREFIX}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function allOrders(client: Client, filter: object = {}): Promise<Order[]> {
  const { body } = await client.call<{ list: Order[] }>('order/list', {
    organizationUuid: PUSHKIN,
    nextPage: { page: 0, count: 100 },
    ...filter,
  });
  return body.list;
}

const getOrder = async (client: Client, orderId: string) =>
  (await client.call<OrderDetails>('order/get', { orderId })).body;

describe('the seed', () => {
  it('gives Pushkin LLP 30 orders of every status, each refunded by the sum of its refunds', async () => {
    const anna = await signedInClient(DEMO.anna);
    const orders = await allOrders(anna);
    expect(orders).toHaveLength(30);
    expect(new Set(orders.map((order) => order.status))).toEqual(
      new Set(['CREATED', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'FAILED']),
    );
    for (const { orderId } of orders) {
      const order = await getOrder(anna, orderId);
      const refunded = order.refunds.reduce((sum, item) => sum + item.amount, 0);
      expect(order.refundedAmount, order.description).toBe(refunded);
      if (order.status === 'REFUNDED') expect(refunded).toBe(order.amount);
      if (order.status === 'PARTIALLY_REFUNDED') expect(refunded).toBeLessThan(order.amount);
    }
  });

  it('has the paid order of 500 and the order refunded in part twice', async () => {
    const anna = await signedInClient(DEMO.anna);
    expect(await getOrder(anna, DEMO.paidOrder)).toMatchObject({
      amount: 50_000,
      refundedAmount: 0,
      status: 'PAID',
      currency: 'KZT',
      refunds: [],
    });
    const partly = await getOrder(anna, DEMO.partlyRefundedOrder);
    expect(partly).toMatchObject({ amount: 120_000, refundedAmount: 30_000 });
    expect(partly.refunds.map((item) => [item.type, item.amount])).toEqual([
      ['PARTIAL', 20_000],
      ['PARTIAL', 10_000],
    ]);
  });
});

describe('organization/list and details', () => {
  it('lists each person’s own organisations, by name', async () => {
    const list = async (user: string) =>
      (await (await signedInClient(user)).call<{ list: Organization[] }>('organization/list', {}))
        .body.list;
    expect(await list(DEMO.anna)).toEqual([
      { uuid: PUSHKIN, name: 'Pushkin LLP', inn: '123456789012', merchantLogin: 'cafe-pushkin' },
    ]);
    expect((await list(DEMO.maria)).map((item) => item.name)).toEqual([
      'Coffee Point Express',
      'Coffee Point LLP',
    ]);
    expect(await list(DEMO.ivan)).toEqual([]);
  });

  it('gives the details of one’s own organisation, and a 404 for anyone else’s', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<OrganizationDetails>('organization/details', {
      organizationUuid: PUSHKIN,
    });
    expect(body).toMatchObject({ address: 'Almaty, Abay ave 1', currency: 'KZT' });
    expect(body).not.toHaveProperty('ownerUuid');
    const maria = await signedInClient(DEMO.maria);
    const other = await maria.call<ErrorResponse>('organization/details', {
      organizationUuid: PUSHKIN,
    });
    expect(other).toEqual({ status: 404, body: { code: 'general.error' } });
    expect(
      (
        await maria.call('order/list', {
          organizationUuid: PUSHKIN,
          nextPage: { page: 0, count: 5 },
        })
      ).status,
    ).toBe(404);
    expect((await maria.call('order/get', { orderId: DEMO.paidOrder })).status).toBe(404);
  });
});

describe('order/list', () => {
  it('pages newest first without overlap', async () => {
    const anna = await signedInClient(DEMO.anna);
    const page = async (number: number) =>
      (
        await anna.call<{ list: Order[] }>('order/list', {
          organizationUuid: PUSHKIN,
          nextPage: { page: number, count: 15 },
        })
      ).body.list;
    const both = [...(await page(0)), ...(await page(1))];
    expect(both).toHaveLength(30);
    expect(new Set(both.map((order) => order.orderId)).size).toBe(30);
    const dates = both.map((order) => order.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(both[0]).not.toHaveProperty('refunds');
    expect(await page(2)).toEqual([]);
  });

  it('filters by status, by days of creation (both ends included) and by part of the id', async () => {
    const anna = await signedInClient(DEMO.anna);
    const all = await allOrders(anna);
    const paid = await allOrders(anna, { status: 'PAID' });
    expect(paid.length).toBe(all.filter((order) => order.status === 'PAID').length);
    expect(paid.every((order) => order.status === 'PAID')).toBe(true);

    const day = all[3]!.createdDate.slice(0, 10);
    const thatDay = await allOrders(anna, { dateFrom: day, dateTo: day });
    expect(thatDay.map((order) => order.orderId)).toEqual(
      all.filter((order) => order.createdDate.startsWith(day)).map((order) => order.orderId),
    );

    const found = await allOrders(anna, {
      orderIdContains: DEMO.paidOrder.slice(0, 12).toUpperCase(),
    });
    expect(found.map((order) => order.orderId)).toContain(DEMO.paidOrder);
    expect(found.every((order) => order.orderId.startsWith(DEMO.paidOrder.slice(0, 12)))).toBe(
      true,
    );
  });
});

describe('refunds', () => {
  it('refunds in part until nothing remains, then refuses any more', async () => {
    const anna = await signedInClient(DEMO.anna);
    const first = await refund(anna, 'order/refund/part', {
      orderId: DEMO.paidOrder,
      amount: 10_000,
      expectedRefundedAmount: 0,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ refundedAmount: 10_000, status: 'PARTIALLY_REFUNDED' });

    const tooMuch = await refund<ErrorResponse>(anna, 'order/refund/part', {
      orderId: DEMO.paidOrder,
      amount: 45_000,
    });
    expect(tooMuch).toEqual({
      status: 400,
      body: { code: 'field.invalid.format.error', field: 'amount' },
    });
    const nothing = await refund<ErrorResponse>(anna, 'order/refund/part', {
      orderId: DEMO.paidOrder,
      amount: 0,
    });
    expect(nothing.body).toEqual({ code: 'field.invalid.format.error', field: 'amount' });

    const rest = await refund(anna, 'order/refund', {
      orderId: DEMO.paidOrder,
      expectedRefundedAmount: 10_000,
    });
    expect(rest.body).toMatchObject({ refundedAmount: 50_000, status: 'REFUNDED' });
    expect(rest.body.refunds.map((item) => [item.type, item.amount])).toEqual([
      ['PARTIAL', 10_000],
      ['FULL', 40_000],
    ]);
    expect(rest.body.refunds[0]).not.toHaveProperty('idempotencyKey');

    for (const [path, body] of [
      ['order/refund', { orderId: DEMO.paidOrder }],
      ['order/refund/part', { orderId: DEMO.paidOrder, amount: 1 }],
    ] as const) {
      const again = await refund<ErrorResponse>(anna, path, body);
      expect(again).toEqual({ status: 400, body: { code: 'invalid.state.error' } });
    }
    expect((await getOrder(anna, DEMO.paidOrder)).refundedAmount).toBe(50_000);
  });

  it('answers a repeated key with the first answer and refunds nothing more', async () => {
    const anna = await signedInClient(DEMO.anna);
    const key = crypto.randomUUID();
    const body = { orderId: DEMO.paidOrder, amount: 10_000, expectedRefundedAmount: 0 };
    const first = await refund(anna, 'order/refund/part', body, key);
    await refund(anna, 'order/refund/part', { orderId: DEMO.paidOrder, amount: 5_000 });
    const repeated = await refund(anna, 'order/refund/part', body, key);
    expect(repeated).toEqual(first);
    expect((await getOrder(anna, DEMO.paidOrder)).refundedAmount).toBe(15_000);
  });

  it('refunds once when the same request arrives twice at the same time (a double click)', async () => {
    const anna = await signedInClient(DEMO.anna);
    const key = crypto.randomUUID();
    const body = { orderId: DEMO.paidOrder, expectedRefundedAmount: 0 };
    const [one, two] = await Promise.all([
      refund(anna, 'order/refund', body, key),
      refund(anna, 'order/refund', body, key),
    ]);
    expect(one).toEqual(two);
    expect((await getOrder(anna, DEMO.paidOrder)).refunds).toHaveLength(1);
  });

  it('refuses a key used for another request, a missing key and an order changed since', async () => {
    const anna = await signedInClient(DEMO.anna);
    const key = crypto.randomUUID();
    await refund(anna, 'order/refund/part', { orderId: DEMO.paidOrder, amount: 100 }, key);
    const keyError = { code: 'field.invalid.format.error', field: 'Idempotency-Key' };
    expect(
      (await refund(anna, 'order/refund/part', { orderId: DEMO.paidOrder, amount: 200 }, key)).body,
    ).toEqual(keyError);
    expect((await refund(anna, 'order/refund', { orderId: DEMO.paidOrder }, key)).body).toEqual(
      keyError,
    );
    expect(
      (
        await refund(
          anna,
          'order/refund/part',
          { orderId: DEMO.partlyRefundedOrder, amount: 100 },
          key,
        )
      ).body,
    ).toEqual(keyError);
    expect((await refund(anna, 'order/refund', { orderId: DEMO.paidOrder }, null)).body).toEqual(
      keyError,
    );

    const stale = await refund<ErrorResponse>(anna, 'order/refund', {
      orderId: DEMO.paidOrder,
      expectedRefundedAmount: 0,
    });
    expect(stale).toEqual({ status: 400, body: { code: 'modification.irrelevant.data.error' } });
    expect((await getOrder(anna, DEMO.paidOrder)).refundedAmount).toBe(100);
  });

  it('refuses orders that were never paid, and other people’s orders', async () => {
    const anna = await signedInClient(DEMO.anna);
    const unpaid = (await allOrders(anna)).find((order) =>
      ['CREATED', 'FAILED'].includes(order.status),
    )!;
    expect((await refund(anna, 'order/refund', { orderId: unpaid.orderId })).body).toEqual({
      code: 'invalid.state.error',
    });
    const maria = await signedInClient(DEMO.maria);
    expect((await refund(maria, 'order/refund', { orderId: DEMO.paidOrder })).status).toBe(404);
    expect((await getOrder(anna, DEMO.paidOrder)).refundedAmount).toBe(0);
  });
});

describe('organization/statistic', () => {
  const statistic = async (client: Client, period: object = {}) =>
    client.call<OrganizationStatistic>('organization/statistic', {
      organizationUuid: PUSHKIN,
      ...period,
    });

  it('counts the orders of each day, what was paid, and refunds on the day they were made', async () => {
    const anna = await signedInClient(DEMO.anna);
    const orders = await allOrders(anna);
    const from = orders.at(-1)!.createdDate.slice(0, 10);
    const { body } = await statistic(anna, { dateFrom: from, dateTo: today() });
    expect(body.ordersCount).toBe(30);
    expect(body.paidAmount).toBe(
      orders
        .filter((order) => ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(order.status))
        .reduce((sum, order) => sum + order.amount, 0),
    );
    expect(body.refundedAmount).toBe(orders.reduce((sum, order) => sum + order.refundedAmount, 0));
    expect(body.days[0]!.date).toBe(from);
    expect(body.days.at(-1)!.date).toBe(today());
    expect(body.days.reduce((sum, day) => sum + day.ordersCount, 0)).toBe(30);

    await refund(anna, 'order/refund/part', { orderId: DEMO.paidOrder, amount: 12_345 });
    const after = await statistic(anna, { dateFrom: today(), dateTo: today() });
    expect(after.body.refundedAmount).toBe(12_345);
    expect(after.body.days).toEqual([
      expect.objectContaining({ date: today(), refundedAmount: 12_345 }),
    ]);
  });

  it('covers this month by default and refuses a period backwards or over 366 days', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await statistic(anna);
    expect(body.days[0]!.date).toBe(`${today().slice(0, 7)}-01`);
    expect(body.days.map((day) => day.date)).toContain(today());
    for (const period of [
      { dateFrom: '2026-02-02', dateTo: '2026-02-01' },
      { dateFrom: '2024-01-01', dateTo: '2025-01-01' },
    ]) {
      expect((await statistic(anna, period)).body).toEqual({
        code: 'field.invalid.format.error',
        field: 'dateTo',
      });
    }
    expect((await statistic(anna, { dateFrom: '2024-01-01', dateTo: '2024-12-31' })).status).toBe(
      200,
    );
  });
});
