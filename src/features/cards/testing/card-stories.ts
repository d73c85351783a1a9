import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import type { RecordOf } from '@mocks/db/indexes';
import { CARDS_PATH } from '@/lib/routes';

/*
 * Story set-ups of the cards screen: more cards for Anna, and bindings the gateway has
 * already decided (the browser's return to /cabinet/cards?orderId=… without the trip).
 * Only what a gateway reports of a card: masked numbers.
 */

type CardFields = Pick<
  RecordOf<'cards'>,
  'maskedPan' | 'paymentSystem' | 'expiryMonth' | 'expiryYear' | 'active'
>;

export const MASTERCARD: CardFields = {
  maskedPan: '510000******4242',
  paymentSystem: 'MASTERCARD',
  expiryMonth: 3,
  expiryYear: 2028,
  active: false,
};
export const MIR: CardFields = {
  maskedPan: '220070******0012',
  paymentSystem: 'MIR',
  expiryMonth: 11,
  expiryYear: 2027,
  active: false,
};

/** Anna's cards after her seeded one, in this order; `active` of the seeded one as given. */
export async function annaAlsoHas(cards: readonly CardFields[], seededActive = true) {
  const seeded = db.cards.findFirst((q) => q.where({ userUuid: DEMO.anna }));
  if (seeded && seeded.active !== seededActive)
    await db.cards.update(seeded, { data: (draft) => void (draft.active = seededActive) });
  for (const [index, card] of cards.entries())
    await db.cards.create({
      uuid: `d2000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
      userUuid: DEMO.anna,
      boundAt: index + 1,
      ...card,
    });
}

/** The orderId of a binding of Anna's the gateway decided: bound (with this card) or declined. */
export const BOUND_ORDER = 'story-binding-bound';
export const DECLINED_ORDER = 'story-binding-declined';

export async function decidedBindings() {
  await db.cardBindings.create({
    orderId: BOUND_ORDER,
    userUuid: DEMO.anna,
    status: 'BOUND',
    returnUrl: CARDS_PATH,
    card: {
      maskedPan: '411111******1111',
      paymentSystem: 'VISA',
      expiryMonth: 12,
      expiryYear: 2030,
    },
    createdAt: 0,
  });
  await db.cardBindings.create({
    orderId: DECLINED_ORDER,
    userUuid: DEMO.anna,
    status: 'DECLINED',
    returnUrl: CARDS_PATH,
    createdAt: 0,
  });
}
