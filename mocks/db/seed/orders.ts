import type { RowOf } from '../collections';
import { DEMO } from '../demo-ids';
import type { Random } from '../random';
import { DAY, HOUR, iso } from './rows';

/** A seeded refund of order number `order` (its `index`-th), with a fixed id and key. */
function seededRefund(
  order: number,
  index: number,
  type: 'FULL' | 'PARTIAL',
  amount: number,
  createdDate: string,
): RowOf<'orders'>['refunds'][number] {
  const tail = String(order * 10 + index + 1).padStart(12, '0');
  return {
    refundId: `d4000000-0000-4000-8000-${tail}`,
    type,
    amount,
    createdDate,
    idempotencyKey: `seed-${tail}`,
  };
}

/** An order whose refundedAmount is the sum of its refunds, as the refund engine keeps it. */
function withRefunds(order: Omit<RowOf<'orders'>, 'refundedAmount'>): RowOf<'orders'> {
  return {
    ...order,
    refundedAmount: order.refunds.reduce((sum, refund) => sum + refund.amount, 0),
  };
}

/** Anna's Pushkin LLP, and Maria's two organisations. */
export function seedOrganisations(): Array<RowOf<'organisations'>> {
  return [
    {
      uuid: DEMO.pushkinLlp,
      ownerUuid: DEMO.anna,
      name: 'Pushkin LLP',
      inn: '123456789012',
      merchantLogin: 'cafe-pushkin',
      address: 'Almaty, Abay ave 1',
      phone: '+77272000001',
      email: 'office@pushkin.kz',
      currency: 'KZT',
    },
    {
      uuid: DEMO.coffeePointLlp,
      ownerUuid: DEMO.maria,
      name: 'Coffee Point LLP',
      inn: '210987654321',
      merchantLogin: 'coffee-point',
      address: 'Astana, Kabanbay Batyr ave 11',
      phone: '+77172000003',
      email: 'hello@coffeepoint.kz',
      currency: 'KZT',
    },
    {
      uuid: DEMO.coffeePointExpress,
      ownerUuid: DEMO.maria,
      name: 'Coffee Point Express',
      inn: '210987654322',
      merchantLogin: 'coffee-point-express',
      address: 'Astana, Mangilik El ave 55',
      phone: '+77172000004',
      email: 'express@coffeepoint.kz',
      currency: 'KZT',
    },
  ];
}

/**
 * Pushkin LLP's 30 orders in every status (the first two fixed for the refund flows), then
 * Coffee Point LLP's three.
 */
export function seedOrders(random: Random, today: number): Array<RowOf<'orders'>> {
  const randomOrders: Array<RowOf<'orders'>> = Array.from({ length: 30 }, (_, k) => {
    const amount = random.int(20, 400) * 100 * 10;
    const status = random.pick([
      'PAID',
      'PAID',
      'PAID',
      'REFUNDED',
      'PARTIALLY_REFUNDED',
      'CREATED',
      'FAILED',
    ] as const);
    const orderId = random.uuid();
    const createdDate = iso(today - random.int(0, 120) * DAY - random.int(0, 86_000) * 1000);
    // A refund the day after the order (never after the start of today, so never in the future).
    const refundDate = iso(Math.min(Date.parse(createdDate) + DAY, today));
    const refunds =
      status === 'REFUNDED'
        ? [seededRefund(k, 0, 'FULL', amount, refundDate)]
        : status === 'PARTIALLY_REFUNDED'
          ? [seededRefund(k, 0, 'PARTIAL', Math.round(amount / 4), refundDate)]
          : [];
    return withRefunds({
      orderId,
      organizationUuid: DEMO.pushkinLlp,
      amount,
      currency: 'KZT',
      status,
      description: `Order ${1001 + k}`,
      createdDate,
      refunds,
    });
  });
  // The first two are fixed for the refund flows (e2e, stories): a paid order of 500 KZT
  // created yesterday and one already refunded in part, twice.
  const paidCreated = today - DAY + 10 * HOUR;
  const partlyCreated = today - 5 * DAY + 14 * HOUR;
  const orders: Array<RowOf<'orders'>> = [
    withRefunds({
      ...randomOrders[0]!,
      orderId: DEMO.paidOrder,
      amount: 50_000,
      status: 'PAID',
      createdDate: iso(paidCreated),
      refunds: [],
    }),
    withRefunds({
      ...randomOrders[1]!,
      orderId: DEMO.partlyRefundedOrder,
      amount: 120_000,
      status: 'PARTIALLY_REFUNDED',
      createdDate: iso(partlyCreated),
      refunds: [
        seededRefund(1, 0, 'PARTIAL', 20_000, iso(partlyCreated + DAY)),
        seededRefund(1, 1, 'PARTIAL', 10_000, iso(partlyCreated + 2 * DAY + 3 * HOUR)),
      ],
    }),
    ...randomOrders.slice(2),
    // Coffee Point LLP's few orders (Coffee Point Express has none).
    ...(
      [
        ['PAID', 35_000, 2, []],
        ['REFUNDED', 18_000, 3, [seededRefund(40, 0, 'FULL', 18_000, iso(today - 2 * DAY))]],
        ['CREATED', 9_000, 1, []],
      ] as const
    ).map(([status, amount, daysAgo, refunds], k) =>
      withRefunds({
        orderId: `d3000000-0000-4000-8000-0000000001${String(k + 1).padStart(2, '0')}`,
        organizationUuid: DEMO.coffeePointLlp,
        amount,
        currency: 'KZT',
        status,
        description: `Order ${501 + k}`,
        createdDate: iso(today - daysAgo * DAY - 8 * HOUR),
        refunds: [...refunds],
      }),
    ),
  ];
  return orders;
}
