import { describe, expect, it } from 'vitest';
import type { Card, CardRegistration } from '../../src/api/generated/model';
import { db } from '../db/collections';
import { takeSnapshot } from '../db/store';
import { DEMO } from '../db/demo-ids';
import {
  bindOnGateway,
  createClient,
  setupMockBackend,
  signedInClient,
  type Client,
} from '../test-utils';

setupMockBackend();

const SUCCESS = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';
const THREE_DS = '4000 0000 0000 3220';
const SEEDED_CARD = 'd2000000-0000-4000-8000-000000000001';

async function cards(client: Client): Promise<Card[]> {
  return (await client.call<{ list: Card[] }>('card/list')).body.list;
}

/** card/register, the gateway page with a test card, then card/confirm. */
async function bind(client: Client, pan: string, threeDsCode?: string) {
  const { body } = await client.call<CardRegistration>('card/register', {
    returnUrl: 'http://localhost/cabinet/cards',
  });
  const gateway = await bindOnGateway(client, body.orderId, pan, {
    ...(threeDsCode ? { threeDsCode } : {}),
  });
  const confirm = await client.call<Card & { code?: string }>('card/confirm', {
    orderId: body.orderId,
  });
  return { registration: body, gateway, confirm };
}

describe('binding a card', () => {
  it('goes through the gateway page and back, and the new card becomes the active one', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { registration, gateway, confirm } = await bind(anna, SUCCESS);
    expect(registration.formUrl).toMatch(/\/mocks\/gateway\/index\.html\?mode=bind&orderId=/);
    expect(gateway).toEqual({
      outcome: 'SUCCESS',
      returnUrl: `http://localhost/cabinet/cards?orderId=${registration.orderId}`,
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({
      maskedPan: '411111******1111',
      paymentSystem: 'VISA',
      expiryMonth: 12,
      expiryYear: 2030,
      active: true,
    });
    const list = await cards(anna);
    expect(list.map((card) => [card.maskedPan, card.active])).toEqual([
      ['440043******1234', false],
      ['411111******1111', true],
    ]);
  });

  it('never stores or answers the card number', async () => {
    const anna = await signedInClient(DEMO.anna);
    await bind(anna, SUCCESS);
    const stored = JSON.stringify(takeSnapshot());
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain(SUCCESS);
    expect(JSON.stringify(await cards(anna))).not.toContain('4111111111111111');
  });

  it('a declined card adds nothing: confirm answers invalid.state.error', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { gateway, confirm } = await bind(anna, DECLINED);
    expect(gateway.outcome).toBe('FAILED');
    expect(confirm.status).toBe(400);
    expect(confirm.body).toMatchObject({ code: 'invalid.state.error' });
    expect(await cards(anna)).toHaveLength(1);
  });

  it('3-D Secure binds with the right code and declines with a wrong one', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<CardRegistration>('card/register', {});
    expect((await bindOnGateway(anna, body.orderId, THREE_DS)).outcome).toBe('THREE_DS_REQUIRED');
    expect(
      (await bindOnGateway(anna, body.orderId, THREE_DS, { threeDsCode: '1234' })).outcome,
    ).toBe('SUCCESS');
    expect((await anna.call<Card>('card/confirm', { orderId: body.orderId })).body).toMatchObject({
      maskedPan: '400000******3220',
    });
    const wrong = await bind(anna, THREE_DS, '0000');
    expect(wrong.gateway.outcome).toBe('FAILED');
  });

  it('the same card twice is card.already.exists.error; a repeated confirm is the same card', async () => {
    const anna = await signedInClient(DEMO.anna);
    const first = await bind(anna, SUCCESS);
    const again = await anna.call<Card>('card/confirm', { orderId: first.registration.orderId });
    expect(again.status).toBe(200);
    expect(again.body.uuid).toBe(first.confirm.body.uuid);
    const second = await bind(anna, SUCCESS);
    expect(second.confirm.status).toBe(409);
    expect(second.confirm.body).toMatchObject({ code: 'card.already.exists.error' });
    expect(await cards(anna)).toHaveLength(2);
  });

  it('confirm before the gateway decided, or of another person’s binding, is invalid.state.error', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<CardRegistration>('card/register', {});
    expect((await anna.call('card/confirm', { orderId: body.orderId })).status).toBe(400);
    await bindOnGateway(anna, body.orderId, SUCCESS);
    const maria = await signedInClient(DEMO.maria);
    const stolen = await maria.call('card/confirm', { orderId: body.orderId });
    expect(stolen.body).toMatchObject({ code: 'invalid.state.error' });
  });
});

describe('the active card', () => {
  it('card/active makes exactly one card active', async () => {
    const anna = await signedInClient(DEMO.anna);
    await bind(anna, SUCCESS);
    const answer = await anna.call<Card>('card/active', { uuid: SEEDED_CARD });
    expect(answer.body).toMatchObject({ uuid: SEEDED_CARD, active: true });
    expect((await cards(anna)).filter((card) => card.active).map((card) => card.uuid)).toEqual([
      SEEDED_CARD,
    ]);
  });

  it('deleting the active card hands over to the most recently bound other card', async () => {
    const anna = await signedInClient(DEMO.anna);
    await bind(anna, SUCCESS);
    await bind(anna, THREE_DS, '1234');
    await anna.call('card/active', { uuid: SEEDED_CARD });
    expect((await anna.call('card/delete', { uuid: SEEDED_CARD })).status).toBe(200);
    const list = await cards(anna);
    expect(list.map((card) => [card.maskedPan, card.active])).toEqual([
      ['411111******1111', false],
      ['400000******3220', true],
    ]);
  });

  it('deleting the last card leaves none active and notifies has.no.active.card', async () => {
    const anna = await signedInClient(DEMO.anna);
    const notices = () =>
      db.notifications.findMany((q) => q.where({ userUuid: DEMO.anna, type: 'has.no.active.card' }))
        .length;
    // The seed already has one of every notification type.
    const before = notices();
    expect((await anna.call('card/delete', { uuid: SEEDED_CARD })).status).toBe(200);
    expect(await cards(anna)).toEqual([]);
    expect(notices()).toBe(before + 1);
  });

  it('a card of someone else, or deleted already, is general.error 404', async () => {
    const maria = await signedInClient(DEMO.maria);
    expect((await maria.call('card/delete', { uuid: SEEDED_CARD })).status).toBe(404);
    expect((await maria.call('card/active', { uuid: SEEDED_CARD })).body).toMatchObject({
      code: 'general.error',
    });
  });

  it('needs a session', async () => {
    const { status, body } = await createClient().call('card/list');
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'no.session.error' });
  });
});
