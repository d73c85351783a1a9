import { describe, expect, it } from 'vitest';
import type {
  OperationList,
  QrCode,
  QrCodeStatistic,
  QrCodeStatisticList,
} from '../../src/api/generated/model';
import { DEMO } from '../db/demo-ids';
import {
  createClient,
  payOnGateway,
  payTip,
  setupMockBackend,
  signedInClient,
  type Client,
} from '../test-utils';

setupMockBackend();

const today = () => new Date().toISOString().slice(0, 10);

async function newCode(anna: Client): Promise<string> {
  const { body } = await anna.call<QrCode>('qrcode/add', { title: 'Terrace 7' });
  return body.uuid;
}

async function figuresOf(
  anna: Client,
  uuid: string,
  period: Record<string, string> = {},
): Promise<QrCodeStatistic | undefined> {
  const { status, body } = await anna.call<QrCodeStatisticList>('qrcode/statistic', {
    uuids: [uuid],
    ...period,
  });
  expect(status).toBe(200);
  return body.list[0];
}

/** A visitor opening the code's tip page, from the address's source (if any). */
async function open(qrCodeUuid: string, source?: string) {
  const { status } = await createClient().call('payment/form', {
    qrCodeUuid,
    ...(source === undefined ? {} : { source }),
  });
  expect(status).toBe(200);
}

describe('qrcode/statistic', () => {
  it('counts two opens and one tip through a table tent as 2 opens, 1 tip, under table tent', async () => {
    const anna = await signedInClient(DEMO.anna);
    const uuid = await newCode(anna);
    expect(await figuresOf(anna, uuid)).toEqual({ uuid, opens: 0, tips: 0, sum: 0, sources: [] });

    await open(uuid, 't');
    await open(uuid, 't');
    await payTip({ qrCodeUuid: uuid, amount: 500, source: 't' });

    const figures = { opens: 2, tips: 1, sum: 500 };
    expect(await figuresOf(anna, uuid)).toEqual({
      uuid,
      ...figures,
      sources: [{ source: 't', ...figures }],
    });
  });

  it('counts an address without a source, or with one no print makes, as no known source', async () => {
    const anna = await signedInClient(DEMO.anna);
    const uuid = await newCode(anna);
    await open(uuid);
    await open(uuid, 'not-a-print');
    await open(uuid, 's');
    await payTip({ qrCodeUuid: uuid, amount: 300 });

    expect((await figuresOf(anna, uuid))?.sources).toEqual([
      { source: 's', opens: 1, tips: 0, sum: 0 },
      { opens: 2, tips: 1, sum: 300 },
    ]);
  });

  it('counts a team page’s first page as an open of the team’s own code, and its team tips', async () => {
    const anna = await signedInClient(DEMO.anna);
    const before = await figuresOf(anna, DEMO.teamQrCode);
    const visitor = createClient();
    const page = (number: number) =>
      visitor.call('payment/form/team', {
        teamUuid: DEMO.team,
        nextPage: { count: 50, page: number },
        source: 'a',
      });
    await page(0);
    await page(1);
    const { body } = await visitor.call<{ order: { orderId: string } }>('payment/register', {
      teamUuid: DEMO.team,
      amount: 700,
      payFee: true,
      language: 'en',
      source: 'a',
    });
    await payOnGateway(visitor, body.order.orderId, '4111111111111111');

    const after = await figuresOf(anna, DEMO.teamQrCode);
    expect([after!.opens - before!.opens, after!.tips - before!.tips]).toEqual([1, 1]);
    expect(after?.sources.find((item) => item.source === 'a')).toMatchObject({ opens: 1, tips: 1 });
  });

  it('keeps to the period, today included', async () => {
    const anna = await signedInClient(DEMO.anna);
    const uuid = await newCode(anna);
    await open(uuid, 'c');
    expect((await figuresOf(anna, uuid, { dateFrom: today(), dateTo: today() }))?.opens).toBe(1);
    expect((await figuresOf(anna, uuid, { dateTo: '2020-01-01' }))?.opens).toBe(0);
  });

  it('answers for the codes the person sees only', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<QrCodeStatisticList>('qrcode/statistic', {
      uuids: [DEMO.customLimitsQrCode, DEMO.annaQrCode],
    });
    expect(body.list.map((item) => item.uuid)).toEqual([DEMO.annaQrCode]);
  });

  it('gives the seeded tips the opens before them: every tip counted, more opens than tips', async () => {
    const anna = await signedInClient(DEMO.anna);
    const figures = await figuresOf(anna, DEMO.annaQrCode);
    const { body } = await anna.call<OperationList>('operation/list', {
      qrCodeUuid: DEMO.annaQrCode,
      nextPage: { count: 100, page: 0 },
    });
    expect(figures!.tips).toBeGreaterThanOrEqual(body.list.length);
    expect(figures!.opens).toBeGreaterThan(figures!.tips);
    for (const item of figures!.sources) expect(item.opens).toBeGreaterThanOrEqual(item.tips);
  });
});
