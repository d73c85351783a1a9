import { defineMessages } from 'react-intl';

export const ordersMessages = defineMessages({
  title: { id: 'orders.title' },
});

export const organizationsMessages = defineMessages({
  description: { id: 'orders.organizations.description' },
  emptyTitle: { id: 'orders.organizations.emptyTitle' },
  emptyDescription: { id: 'orders.organizations.emptyDescription' },
  more: { id: 'orders.organizations.more' },
});

export const organizationMessages = defineMessages({
  loadingTitle: { id: 'orders.organization.loadingTitle' },
  allOrganizations: { id: 'orders.organization.allOrganizations' },
  notFoundTitle: { id: 'orders.organization.notFoundTitle' },
  notFoundDescription: { id: 'orders.organization.notFoundDescription' },
  detailsTitle: { id: 'orders.organization.detailsTitle' },
  address: { id: 'orders.organization.address' },
  phone: { id: 'orders.organization.phone' },
  email: { id: 'orders.organization.email' },
  currency: { id: 'orders.organization.currency' },
  notGiven: { id: 'orders.organization.notGiven' },
});

export const statisticsMessages = defineMessages({
  title: { id: 'orders.statistics.title' },
  periodForm: { id: 'orders.statistics.periodForm' },
  from: { id: 'orders.statistics.from' },
  to: { id: 'orders.statistics.to' },
  show: { id: 'orders.statistics.show' },
  thisMonth: { id: 'orders.statistics.thisMonth' },
  ordersCount: { id: 'orders.statistics.ordersCount' },
  paidAmount: { id: 'orders.statistics.paidAmount' },
  refundedAmount: { id: 'orders.statistics.refundedAmount' },
});

export const periodMessages = defineMessages({
  incomplete: { id: 'orders.period.incomplete' },
  endBeforeStart: { id: 'orders.period.endBeforeStart' },
  tooLong: { id: 'orders.period.tooLong' },
});

export const chartMessages = defineMessages({
  title: { id: 'orders.chart.title' },
  showTable: { id: 'orders.chart.showTable' },
  showChart: { id: 'orders.chart.showChart' },
  date: { id: 'orders.chart.date' },
  empty: { id: 'orders.chart.empty' },
});

export const orderListMessages = defineMessages({
  filters: { id: 'orders.list.filters' },
  status: { id: 'orders.list.status' },
  anyStatus: { id: 'orders.list.anyStatus' },
  createdFrom: { id: 'orders.list.createdFrom' },
  createdTo: { id: 'orders.list.createdTo' },
  search: { id: 'orders.list.search' },
  searchHint: { id: 'orders.list.searchHint' },
  apply: { id: 'orders.list.apply' },
  reset: { id: 'orders.list.reset' },
  export: { id: 'orders.list.export' },
  exportStop: { id: 'orders.list.exportStop' },
  emptyTitle: { id: 'orders.list.emptyTitle' },
  emptyDescription: { id: 'orders.list.emptyDescription' },
  noMatchTitle: { id: 'orders.list.noMatchTitle' },
  noMatchDescription: { id: 'orders.list.noMatchDescription' },
  more: { id: 'orders.list.more' },
});

/** The CSV export's column headings. */
export const orderExportMessages = defineMessages({
  orderId: { id: 'orders.export.orderId' },
  description: { id: 'orders.export.description' },
  createdDate: { id: 'orders.export.createdDate' },
  amount: { id: 'orders.export.amount' },
  refundedAmount: { id: 'orders.export.refundedAmount' },
  remaining: { id: 'orders.export.remaining' },
  currency: { id: 'orders.export.currency' },
  status: { id: 'orders.export.status' },
});

export const orderStatusMessages = defineMessages({
  CREATED: { id: 'orders.status.CREATED' },
  PAID: { id: 'orders.status.PAID' },
  PARTIALLY_REFUNDED: { id: 'orders.status.PARTIALLY_REFUNDED' },
  REFUNDED: { id: 'orders.status.REFUNDED' },
  FAILED: { id: 'orders.status.FAILED' },
});

export const orderMessages = defineMessages({
  loadingTitle: { id: 'orders.order.loadingTitle' },
  back: { id: 'orders.order.back' },
  notFoundTitle: { id: 'orders.order.notFoundTitle' },
  notFoundDescription: { id: 'orders.order.notFoundDescription' },
  created: { id: 'orders.order.created' },
  status: { id: 'orders.order.status' },
  amount: { id: 'orders.order.amount' },
  refundedAmount: { id: 'orders.order.refundedAmount' },
  remaining: { id: 'orders.order.remaining' },
  refundFull: { id: 'orders.order.refundFull' },
  refundPart: { id: 'orders.order.refundPart' },
  refundedInFull: { id: 'orders.order.refundedInFull' },
  notRefundable: { id: 'orders.order.notRefundable' },
  refundsTitle: { id: 'orders.order.refundsTitle' },
  refundsEmpty: { id: 'orders.order.refundsEmpty' },
  refundFULL: { id: 'orders.order.refundFULL' },
  refundPARTIAL: { id: 'orders.order.refundPARTIAL' },
  changed: { id: 'orders.order.changed' },
});

export const refundMessages = defineMessages({
  fullTitle: { id: 'orders.refund.fullTitle' },
  partTitle: { id: 'orders.refund.partTitle' },
  amount: { id: 'orders.refund.amount' },
  amountRequired: { id: 'orders.refund.amountRequired' },
  retry: { id: 'orders.refund.retry' },
  cancel: { id: 'orders.refund.cancel' },
  serverAmount: { id: 'orders.refund.serverAmount' },
  serverNotRefundable: { id: 'orders.refund.serverNotRefundable' },
  serverChanged: { id: 'orders.refund.serverChanged' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const ordersValueMessages = defineMessages<{
  organizationInn: { inn: string };
  organizationMerchantLogin: { login: string };
  statisticsPeriod: { from: string; to: string };
  chartDescription: { days: number; from: string; to: string };
  chartDay: { paid: string; refunded: string; orders: number };
  listRefunded: { amount: string };
  listExportProgress: { count: number };
  orderRefunded: { amount: string };
  refundFullSummary: { amount: string };
  refundPartSummary: { amount: string; remaining: string };
  refundAmountHint: { max: string };
  refundAmountTooLarge: { max: string };
  refundConfirm: { amount: string };
}>({
  organizationInn: { id: 'orders.organizations.inn' },
  organizationMerchantLogin: { id: 'orders.organizations.merchantLogin' },
  statisticsPeriod: { id: 'orders.statistics.period' },
  chartDescription: { id: 'orders.chart.description' },
  chartDay: { id: 'orders.chart.day' },
  listRefunded: { id: 'orders.list.refunded' },
  listExportProgress: { id: 'orders.list.exportProgress' },
  orderRefunded: { id: 'orders.order.refunded' },
  refundFullSummary: { id: 'orders.refund.fullSummary' },
  refundPartSummary: { id: 'orders.refund.partSummary' },
  refundAmountHint: { id: 'orders.refund.amountHint' },
  refundAmountTooLarge: { id: 'orders.refund.amountTooLarge' },
  refundConfirm: { id: 'orders.refund.confirm' },
});
