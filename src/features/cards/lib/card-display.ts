import type { IntlShape } from 'react-intl';
import type { Card } from '@/api/generated/model';
import { cardValueMessages, paymentSystemMessages } from '../messages';

/*
 * How a card is named on screen. The contract only ever carries the masked number (first six
 * and last four digits at most, spec: the card is typed on the gateway's page), and that is
 * all these read.
 */

/** The last four digits of a masked number. */
export function lastFourOf(maskedPan: string): string {
  return maskedPan.slice(-4);
}

/** `440043******1234` as people read a card: `4400 43•• •••• 1234`. */
export function groupedMaskedPan(maskedPan: string): string {
  return (maskedPan.replaceAll('*', '•').match(/.{1,4}/g) ?? []).join(' ');
}

/** The expiry as printed on a card: 09/29. */
export function expiryOf({ expiryMonth, expiryYear }: Card): string | null {
  if (expiryMonth === undefined || expiryYear === undefined) return null;
  return `${String(expiryMonth).padStart(2, '0')}/${String(expiryYear % 100).padStart(2, '0')}`;
}

/** The card's name in sentences and buttons: "Visa •••• 1234". */
export function cardName(intl: IntlShape, card: Pick<Card, 'maskedPan' | 'paymentSystem'>) {
  return intl.formatMessage(cardValueMessages.cardName, {
    system: intl.formatMessage(paymentSystemMessages[card.paymentSystem]),
    lastFour: lastFourOf(card.maskedPan),
  });
}

/**
 * Which card the server makes active when `deleted` goes (the most recently bound of the
 * others, src/features/cards/README.md), so the confirmation can say it beforehand; null when
 * none takes over (it is not active, or it is the last card).
 */
export function successorOf(cards: readonly Card[], deleted: Card): Card | null {
  if (!deleted.active) return null;
  return cards.filter((card) => card.uuid !== deleted.uuid).at(-1) ?? null;
}
