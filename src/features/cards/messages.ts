import { defineMessages } from 'react-intl';

export const cardsMessages = defineMessages({
  title: { id: 'cards.title' },
  description: { id: 'cards.description' },
  add: { id: 'cards.add' },
  addRefused: { id: 'cards.addRefused' },
  redirecting: { id: 'cards.redirecting' },
  securityNote: { id: 'cards.securityNote' },
  listLabel: { id: 'cards.listLabel' },
  maskedNumber: { id: 'cards.maskedNumber' },
  expiry: { id: 'cards.expiry' },
  active: { id: 'cards.active' },
  makeActive: { id: 'cards.makeActive' },
  delete: { id: 'cards.delete' },
  deleteInactive: { id: 'cards.deleteInactive' },
  deleteLast: { id: 'cards.deleteLast' },
  deleteConfirm: { id: 'cards.deleteConfirm' },
  cancel: { id: 'cards.cancel' },
  emptyTitle: { id: 'cards.emptyTitle' },
  emptyDescription: { id: 'cards.emptyDescription' },
  confirming: { id: 'cards.binding.confirming' },
  notBoundTitle: { id: 'cards.binding.notBoundTitle' },
  notBound: { id: 'cards.binding.notBound' },
  retry: { id: 'cards.binding.retry' },
  bannerTitle: { id: 'cards.banner.title' },
  bannerText: { id: 'cards.banner.text' },
  bannerAction: { id: 'cards.banner.action' },
});

/** Sentences that name a card ("Visa •••• 1234", cardName). */
export const cardValueMessages = defineMessages<{
  cardName: { system: string; lastFour: string };
  makeActiveNamed: { card: string };
  activated: { card: string };
  deleteNamed: { card: string };
  deleteTitle: { card: string };
  deleteActiveHandsOver: { successor: string };
  deleted: { card: string };
  bound: { card: string };
}>({
  cardName: { id: 'cards.cardName' },
  makeActiveNamed: { id: 'cards.makeActiveNamed' },
  activated: { id: 'cards.activated' },
  deleteNamed: { id: 'cards.deleteNamed' },
  deleteTitle: { id: 'cards.deleteTitle' },
  deleteActiveHandsOver: { id: 'cards.deleteActiveHandsOver' },
  deleted: { id: 'cards.deleted' },
  bound: { id: 'cards.binding.bound' },
});

/** The card schemes' names (card/list's paymentSystem). */
export const paymentSystemMessages = defineMessages({
  VISA: { id: 'cards.system.VISA' },
  MASTERCARD: { id: 'cards.system.MASTERCARD' },
  MIR: { id: 'cards.system.MIR' },
  UNIONPAY: { id: 'cards.system.UNIONPAY' },
  OTHER: { id: 'cards.system.OTHER' },
});
