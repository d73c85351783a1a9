import { defineMessages } from 'react-intl';

export const operationsMessages = defineMessages({
  title: { id: 'operations.title' },
  /** The phone's bottom bar: "Operations history" has no room there. */
  barTitle: { id: 'operations.barTitle' },
  whose: { id: 'operations.whose' },
  mine: { id: 'operations.mine' },
  otherTeam: { id: 'operations.otherTeam' },
  totals: { id: 'operations.totals' },
  totalSum: { id: 'operations.totals.sum' },
  totalCount: { id: 'operations.totals.count' },
  totalAverage: { id: 'operations.totals.average' },
  totalsFailed: { id: 'operations.totals.failed' },
  filters: { id: 'operations.filters' },
  from: { id: 'operations.filters.from' },
  to: { id: 'operations.filters.to' },
  qrCode: { id: 'operations.filters.qrCode' },
  allQrCodes: { id: 'operations.filters.allQrCodes' },
  chosenQrCode: { id: 'operations.filters.chosenQrCode' },
  apply: { id: 'operations.filters.apply' },
  reset: { id: 'operations.filters.reset' },
  periodReversed: { id: 'operations.filters.periodReversed' },
  member: { id: 'operations.filters.member' },
  /** The member field while empty: every member's tips. */
  memberAll: { id: 'operations.filters.memberAll' },
  memberList: { id: 'operations.filters.memberList' },
  memberSearching: { id: 'operations.filters.memberSearching' },
  memberFailed: { id: 'operations.filters.memberFailed' },
  memberMore: { id: 'operations.filters.memberMore' },
  list: { id: 'operations.list' },
  emptyTitle: { id: 'operations.emptyTitle' },
  emptyDescription: { id: 'operations.emptyDescription' },
  emptyFilteredTitle: { id: 'operations.emptyFilteredTitle' },
  emptyFilteredDescription: { id: 'operations.emptyFilteredDescription' },
  amountHidden: { id: 'operations.amountHidden' },
  qrCodeDeleted: { id: 'operations.qrCodeDeleted' },
  memberDeleted: { id: 'operations.memberDeleted' },
  loadingMore: { id: 'operations.loadingMore' },
  loadMoreFailed: { id: 'operations.loadMoreFailed' },
  retry: { id: 'operations.retry' },
  export: { id: 'operations.export' },
  exportCancel: { id: 'operations.export.cancel' },
  exportNothing: { id: 'operations.export.nothing' },
  detailsTitle: { id: 'operations.details.title' },
  back: { id: 'operations.details.back' },
  notFoundTitle: { id: 'operations.details.notFoundTitle' },
  notFoundDescription: { id: 'operations.details.notFoundDescription' },
  fieldDate: { id: 'operations.field.date' },
  fieldReceiptDate: { id: 'operations.field.receiptDate' },
  fieldAmount: { id: 'operations.field.amount' },
  fieldCurrency: { id: 'operations.field.currency' },
  fieldPercent: { id: 'operations.field.percent' },
  fieldRating: { id: 'operations.field.rating' },
  fieldEmoji: { id: 'operations.field.emoji' },
  fieldMessage: { id: 'operations.field.message' },
  fieldFee: { id: 'operations.field.fee' },
  /** What the recipient received: the tip, less the fee when it was taken from it. */
  fieldReceived: { id: 'operations.field.received' },
  fieldQrCode: { id: 'operations.field.qrCode' },
  fieldTeam: { id: 'operations.field.team' },
  fieldMember: { id: 'operations.field.member' },
  fieldTable: { id: 'operations.field.table' },
  fieldJobPosition: { id: 'operations.field.jobPosition' },
  fieldId: { id: 'operations.field.id' },
});

export const operationValueMessages = defineMessages<{
  daySum: { sum: string };
  daySumSoFar: { sum: string };
  percentOfBill: { percent: string };
  rating: { rating: number };
  table: { table: string };
  exportProgress: { done: number; total: number };
  exportFailed: { message: string };
  opened: { amount: string; time: string };
  feeByGuest: { fee: string };
  feeFromTip: { fee: string };
  memberNoMatch: { query: string };
}>({
  daySum: { id: 'operations.daySum' },
  daySumSoFar: { id: 'operations.daySumSoFar' },
  percentOfBill: { id: 'operations.percentOfBill' },
  rating: { id: 'operations.rating' },
  table: { id: 'operations.table' },
  exportProgress: { id: 'operations.export.progress' },
  exportFailed: { id: 'operations.export.failed' },
  opened: { id: 'operations.opened' },
  memberNoMatch: { id: 'operations.filters.memberNoMatch' },
  /** The fee's value: who paid it (the guest on top, or taken from the tip). */
  feeByGuest: { id: 'operations.fee.byGuest' },
  feeFromTip: { id: 'operations.fee.fromTip' },
});
