import { defineMessages } from 'react-intl';

export const cabinetMessages = defineMessages({
  title: { id: 'cabinet.home.title' },
  navTitle: { id: 'cabinet.home.navTitle' },
  balance: { id: 'cabinet.home.balance' },
  balanceHint: { id: 'cabinet.home.balanceHint' },
  balanceUnknown: { id: 'cabinet.home.balanceUnknown' },
  takings: { id: 'cabinet.home.takings' },
  today: { id: 'cabinet.home.today' },
  week: { id: 'cabinet.home.week' },
  month: { id: 'cabinet.home.month' },
  latestTips: { id: 'cabinet.home.latestTips' },
  allHistory: { id: 'cabinet.home.allHistory' },
  rating: { id: 'cabinet.home.rating' },
  noRatings: { id: 'cabinet.home.noRatings' },
  topTags: { id: 'cabinet.home.topTags' },
  reviewsLink: { id: 'cabinet.home.reviewsLink' },
  teams: { id: 'cabinet.home.teams' },
  topMembers: { id: 'cabinet.home.topMembers' },
  noTopMembers: { id: 'cabinet.home.noTopMembers' },
  organizations: { id: 'cabinet.home.organizations' },
  checklist: { id: 'cabinet.home.checklist' },
  checklistIntro: { id: 'cabinet.home.checklistIntro' },
  addCard: { id: 'cabinet.home.addCard' },
  printQrCode: { id: 'cabinet.home.printQrCode' },
  shareLink: { id: 'cabinet.home.shareLink' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const cabinetValueMessages = defineMessages<{
  tipCount: { count: number };
  change: { kind: string; percent: string; period: 'day' | 'week' | 'month' };
  average: { average: string };
  ratingCount: { count: number };
  tagCount: { tag: string; count: number };
  teamToday: { amount: string; count: number };
  member: { name: string; amount: string; count: number };
  orders: { amount: string; count: number };
  refunds: { amount: string; count: number };
}>({
  tipCount: { id: 'cabinet.home.tipCount' },
  change: { id: 'cabinet.home.change' },
  average: { id: 'cabinet.home.average' },
  ratingCount: { id: 'cabinet.home.ratingCount' },
  tagCount: { id: 'cabinet.home.tagCount' },
  teamToday: { id: 'cabinet.home.teamToday' },
  member: { id: 'cabinet.home.member' },
  orders: { id: 'cabinet.home.orders' },
  refunds: { id: 'cabinet.home.refunds' },
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
