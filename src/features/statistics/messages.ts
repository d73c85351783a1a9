import { defineMessages } from 'react-intl';
import type { StatisticPeriod } from '@/api/generated/model';

export const statisticsMessages = defineMessages({
  title: { id: 'statistics.title' },
  scopeLabel: { id: 'statistics.scope.label' },
  scopePersonal: { id: 'statistics.scope.personal' },
  periodsLabel: { id: 'statistics.periods.label' },
  periodDay: { id: 'statistics.period.day' },
  periodWeek: { id: 'statistics.period.week' },
  periodMonth: { id: 'statistics.period.month' },
  summaryLabel: { id: 'statistics.summary.label' },
  lastYear: { id: 'statistics.summary.lastYear' },
  allPeriod: { id: 'statistics.summary.allPeriod' },
  initialDate: { id: 'statistics.summary.initialDate' },
  receiptsTitle: { id: 'statistics.receipts.title' },
  averageTitle: { id: 'statistics.average.title' },
  chartEmpty: { id: 'statistics.chart.empty' },
  showTable: { id: 'statistics.chart.showTable' },
  showChart: { id: 'statistics.chart.showChart' },
  chartAmount: { id: 'statistics.chart.amount' },
  emptyTitle: { id: 'statistics.empty.title' },
  emptyPersonal: { id: 'statistics.empty.personal' },
  emptyTeam: { id: 'statistics.empty.team' },
  emptyAction: { id: 'statistics.empty.action' },
  membersTitle: { id: 'statistics.members.title' },
  membersPeriod: { id: 'statistics.members.period' },
  membersSort: { id: 'statistics.members.sort' },
  sortQuantity: { id: 'statistics.members.sort.quantity' },
  sortAmount: { id: 'statistics.members.sort.amount' },
  membersOnlyOne: { id: 'statistics.members.onlyOne' },
  membersMore: { id: 'statistics.members.more' },
  summaryReceived: { id: 'statistics.periodSummary.received' },
  summaryCount: { id: 'statistics.periodSummary.count' },
  summaryAverage: { id: 'statistics.periodSummary.average' },
  summaryRating: { id: 'statistics.periodSummary.rating' },
  summaryNoRatings: { id: 'statistics.periodSummary.noRatings' },
  /** The previous period had nothing to compare with. */
  summaryNothingBefore: { id: 'statistics.periodSummary.nothingBefore' },
  rangeLabel: { id: 'statistics.range.label' },
  rangeFrom: { id: 'statistics.range.from' },
  rangeTo: { id: 'statistics.range.to' },
  rangeShow: { id: 'statistics.range.show' },
  rangeReset: { id: 'statistics.range.reset' },
  rangeReversed: { id: 'statistics.range.reversed' },
  rangeFromMissing: { id: 'statistics.range.fromMissing' },
  rangeToMissing: { id: 'statistics.range.toMissing' },
  /** A day after the reader's today. */
  rangeFuture: { id: 'statistics.range.future' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const statisticsValueMessages = defineMessages<{
  weekShort: { week: number };
  weekFull: { week: number; year: number; range: string };
  chartSpan: { period: StatisticPeriod; range: string };
  receiptsSummary: { total: string; best: string; bestAmount: string };
  averageSummary: { best: string; bestAmount: string };
  chartCategory: { period: StatisticPeriod };
  membersCount: { count: number };
  memberOperations: { count: number };
  membersWithoutTips: { count: number };
  periodSummaryTitle: { range: string };
  summaryChange: { change: string };
  summaryRatingValue: { rating: string; count: number };
}>({
  weekShort: { id: 'statistics.week.short' },
  weekFull: { id: 'statistics.week.full' },
  chartSpan: { id: 'statistics.chart.span' },
  receiptsSummary: { id: 'statistics.receipts.summary' },
  averageSummary: { id: 'statistics.average.summary' },
  chartCategory: { id: 'statistics.chart.category' },
  membersCount: { id: 'statistics.members.count' },
  memberOperations: { id: 'statistics.members.operations' },
  membersWithoutTips: { id: 'statistics.members.withoutTips' },
  periodSummaryTitle: { id: 'statistics.periodSummary.title' },
  summaryChange: { id: 'statistics.periodSummary.change' },
  summaryRatingValue: { id: 'statistics.periodSummary.ratingValue' },
});
