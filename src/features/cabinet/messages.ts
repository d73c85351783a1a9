import { defineMessages } from 'react-intl';

export const cabinetMessages = defineMessages({
  title: { id: 'cabinet.home.title' },
  balance: { id: 'cabinet.home.balance' },
  balanceUnknown: { id: 'cabinet.home.balanceUnknown' },
  navigation: { id: 'cabinet.nav.label' },
  loadError: { id: 'cabinet.home.loadError' },
  retry: { id: 'cabinet.home.retry' },
});

/** The areas later issues fill, in the order the cabinet lists them. */
export const sectionMessages = defineMessages({
  profile: { id: 'cabinet.nav.profile' },
  cards: { id: 'cabinet.nav.cards' },
  teams: { id: 'cabinet.nav.teams' },
  invites: { id: 'cabinet.nav.invites' },
  notifications: { id: 'cabinet.nav.notifications' },
  statistics: { id: 'cabinet.nav.statistics' },
  operations: { id: 'cabinet.nav.operations' },
  qrCodes: { id: 'cabinet.nav.qrCodes' },
});
