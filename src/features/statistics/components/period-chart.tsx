import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ChartEntry, StatisticPeriod } from '@/api/generated/model';
import { BarChart } from '@/components/charts/bar-chart/bar-chart';
import { toMajorUnits, useFormatMoney } from '@/lib/money';
import { chartSummary, compactMoneyFormatter, toBars } from '../lib/chart-data';
import { chartSpan } from '../lib/periods';
import { statisticsMessages, statisticsValueMessages } from '../messages';

export interface PeriodChartProps {
  /** receipts: the sum of each period's tips; average: their average tip. */
  measure: 'receipts' | 'average';
  period: StatisticPeriod;
  entries: readonly ChartEntry[];
  /** The settings' currency; amounts are plain numbers without it. */
  currency: string | undefined;
}

/**
 * One statistics chart: the bars of a period in the reader's language and currency, described
 * in a sentence (span, total, best period) that screen readers get with the drawing.
 */
export const PeriodChart = memo(function PeriodChart({
  measure,
  period,
  entries,
  currency,
}: PeriodChartProps) {
  const intl = useIntl();
  const money = useFormatMoney(currency);
  // Worked out once per answer: the chart is not drawn again while other cards load.
  const chart = useMemo(() => {
    const bars = toBars(intl, period, entries, money);
    const { total, best } = chartSummary(entries);
    const span = intl.formatMessage(statisticsValueMessages.chartSpan, {
      period,
      range: chartSpan(intl, period, entries),
    });
    const bestBar = bars[best];
    const summary = bestBar
      ? measure === 'receipts'
        ? intl.formatMessage(statisticsValueMessages.receiptsSummary, {
            total: money(toMajorUnits(total)),
            best: bestBar.label,
            bestAmount: bestBar.valueText,
          })
        : intl.formatMessage(statisticsValueMessages.averageSummary, {
            best: bestBar.label,
            bestAmount: bestBar.valueText,
          })
      : '';
    return {
      title: intl.formatMessage(
        measure === 'receipts' ? statisticsMessages.receiptsTitle : statisticsMessages.averageTitle,
      ),
      description: summary ? `${span} ${summary}` : span,
      data: bars,
      formatTick: compactMoneyFormatter(intl, currency),
      emptyMessage: intl.formatMessage(statisticsMessages.chartEmpty),
      labels: {
        showTable: intl.formatMessage(statisticsMessages.showTable),
        showChart: intl.formatMessage(statisticsMessages.showChart),
        categoryHeader: intl.formatMessage(statisticsValueMessages.chartCategory, { period }),
        valueHeader: intl.formatMessage(statisticsMessages.chartAmount),
      },
    };
  }, [intl, money, measure, period, entries, currency]);

  return <BarChart {...chart} />;
});
