import { defineMessages } from 'react-intl';

export const cabinetMessages = defineMessages({
  title: { id: 'cabinet.home.title' },
  navTitle: { id: 'cabinet.home.navTitle' },
  balance: { id: 'cabinet.home.balance' },
  balanceUnknown: { id: 'cabinet.home.balanceUnknown' },
  areas: { id: 'cabinet.home.areas' },
});

export const shellMessages = defineMessages({
  brand: { id: 'cabinet.shell.brand' },
  navigation: { id: 'cabinet.shell.navigation' },
  skipToContent: { id: 'cabinet.shell.skipToContent' },
  balance: { id: 'cabinet.shell.balance' },
  notifications: { id: 'cabinet.shell.notifications' },
  notificationsNew: { id: 'cabinet.shell.notificationsNew' },
  menu: { id: 'cabinet.shell.menu' },
  more: { id: 'cabinet.shell.more' },
  signOut: { id: 'cabinet.shell.signOut' },
});
