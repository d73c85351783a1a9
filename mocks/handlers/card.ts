import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { Card, CardList, CardRegistration } from '../../src/api/generated/model';
import {
  ActivateCardBody,
  ConfirmCardBody,
  DeleteCardBody,
  RegisterCardBody,
} from '../../src/api/generated/zod/card/card.zod';
import {
  getActivateCardMockHandler,
  getConfirmCardMockHandler,
  getDeleteCardMockHandler,
  getListCardsMockHandler,
  getRegisterCardMockHandler,
} from '../generated/card/card.msw';
import { now } from '../clock';
import { db } from '../db/collections';
import type { RecordOf } from '../db/indexes';
import { notify } from '../engine/notify';
import { signedIn } from '../engine/sessions';
import { gatewayPageOrigin } from '../gateway/page-origin';
import { gatewayOutcome, type GatewayOutcome } from '../gateway/test-cards';
import { GATEWAY_PAGE_PATH, GATEWAY_PREFIX } from '../prefixes';
import { apiError, readBody } from './respond';

/*
 * Payout cards: one person's cards, at most one active. A card is bound on the gateway's page
 * (card/register gives its address, the page decides with a test card, card/confirm completes
 * it); the store only ever holds what a gateway reports of a card (masked number, scheme,
 * expiry), never the number. Decisions (src/features/cards/README.md): a newly bound card
 * becomes the active one; when the active card is deleted the most recently bound of the
 * others takes over; deleting the last card leaves none active and notifies has.no.active.card.
 */

type CardRecord = RecordOf<'cards'>;

/** The mock gateway page's own call for a binding (a real gateway keeps this inside). */
export const GATEWAY_BIND_PATH = `${GATEWAY_PREFIX}/mock/bind`;

/** The gateway page in card-binding mode for a binding order. */
export function bindingPageUrl(origin: string, orderId: string): string {
  const url = new URL(GATEWAY_PAGE_PATH, gatewayPageOrigin(origin));
  url.searchParams.set('mode', 'bind');
  url.searchParams.set('orderId', orderId);
  return url.toString();
}

const BindBody = z.object({
  orderId: z.string().min(1),
  pan: z.string().min(12),
  /** MM/YY as typed on the gateway's page. */
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  threeDsCode: z.string().optional(),
});

/** What a gateway tells of a card: first six and last four digits, the scheme, the expiry. */
function describeCard(pan: string, expiry: string) {
  const digits = pan.replace(/\D/g, '');
  const [month = '1', year = '0'] = expiry.split('/');
  const scheme: Record<string, Card['paymentSystem']> = {
    '2': 'MIR',
    '4': 'VISA',
    '5': 'MASTERCARD',
    '6': 'UNIONPAY',
  };
  return {
    maskedPan: `${digits.slice(0, 6)}******${digits.slice(-4)}`,
    paymentSystem: scheme[digits[0] ?? ''] ?? 'OTHER',
    expiryMonth: Number(month),
    expiryYear: 2000 + Number(year),
  };
}

function toCard({ uuid, maskedPan, paymentSystem, expiryMonth, expiryYear, active }: CardRecord) {
  return { uuid, maskedPan, paymentSystem, expiryMonth, expiryYear, active } satisfies Card;
}

/** A person's cards in the order they were bound. */
function cardsOf(userUuid: string): CardRecord[] {
  return db.cards
    .findMany((q) => q.where({ userUuid }))
    .sort((a, b) => (a.boundAt ?? 0) - (b.boundAt ?? 0));
}

function cardOf(userUuid: string, uuid: string): CardRecord {
  return db.cards.findFirst((q) => q.where({ userUuid, uuid })) ?? apiError('general.error', 404);
}

/** Makes one of a person's cards the active one (or none, with null). */
async function setActive(userUuid: string, uuid: string | null): Promise<void> {
  for (const card of cardsOf(userUuid)) {
    if (card.active !== (card.uuid === uuid))
      await db.cards.update(card, { data: (draft) => void (draft.active = card.uuid === uuid) });
  }
}

export const cardHandlers = [
  getListCardsMockHandler(
    signedIn((_info, { user }) => ({ list: cardsOf(user.uuid).map(toCard) }) satisfies CardList),
  ),

  getRegisterCardMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { returnUrl } = await readBody(request, RegisterCardBody);
      const origin = new URL(request.url).origin;
      const orderId = crypto.randomUUID();
      await db.cardBindings.create({
        orderId,
        userUuid: user.uuid,
        status: 'PENDING',
        returnUrl: returnUrl ?? `${origin}/cabinet/cards`,
        createdAt: now(),
      });
      return { orderId, formUrl: bindingPageUrl(origin, orderId) } satisfies CardRegistration;
    }),
  ),

  getConfirmCardMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { orderId } = await readBody(request, ConfirmCardBody);
      const binding = db.cardBindings.findFirst((q) => q.where({ orderId, userUuid: user.uuid }));
      if (!binding?.card || binding.status === 'DECLINED' || binding.status === 'PENDING')
        return apiError('invalid.state.error');
      const existing = cardsOf(user.uuid).find(
        (card) => card.maskedPan === binding.card?.maskedPan,
      );
      // Confirmed before (a retry after a lost answer): the same card, not a second one.
      if (binding.status === 'CONFIRMED' && existing) return toCard(existing);
      if (existing) return apiError('card.already.exists.error');
      const card = await db.cards.create({
        uuid: crypto.randomUUID(),
        userUuid: user.uuid,
        ...binding.card,
        active: false,
        boundAt: now(),
      });
      await setActive(user.uuid, card.uuid);
      await db.cardBindings.update(binding, { data: (draft) => void (draft.status = 'CONFIRMED') });
      return toCard(cardOf(user.uuid, card.uuid));
    }),
  ),

  getActivateCardMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { uuid } = await readBody(request, ActivateCardBody);
      cardOf(user.uuid, uuid);
      await setActive(user.uuid, uuid);
      return toCard(cardOf(user.uuid, uuid));
    }),
  ),

  getDeleteCardMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { uuid } = await readBody(request, DeleteCardBody);
      const card = cardOf(user.uuid, uuid);
      db.cards.delete(card);
      if (!card.active) return;
      const successor = cardsOf(user.uuid).at(-1);
      if (successor) await setActive(user.uuid, successor.uuid);
      else await notify(user.uuid, 'has.no.active.card');
    }),
  ),

  /** The gateway page binds (or declines) a card; answers the outcome and where to return. */
  http.post(`*${GATEWAY_BIND_PATH}`, async ({ request }) => {
    const body = await readBody(request, BindBody);
    const binding =
      db.cardBindings.findFirst((q) => q.where({ orderId: body.orderId })) ??
      apiError('general.error', 404);
    if (binding.status !== 'PENDING') return apiError('modification.irrelevant.data.error');
    const outcome: GatewayOutcome = gatewayOutcome(body.pan, body.threeDsCode);
    if (outcome !== 'THREE_DS_REQUIRED') {
      const card = describeCard(body.pan, body.expiry);
      await db.cardBindings.update(binding, {
        data(draft) {
          draft.status = outcome === 'SUCCESS' ? 'BOUND' : 'DECLINED';
          if (outcome === 'SUCCESS') draft.card = card;
        },
      });
    }
    const returnUrl = new URL(binding.returnUrl, request.url);
    returnUrl.searchParams.set('orderId', binding.orderId);
    return HttpResponse.json({ outcome, returnUrl: returnUrl.toString() });
  }),
];
