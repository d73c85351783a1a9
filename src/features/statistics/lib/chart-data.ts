import type { IntlShape } from 'react-intl';
import type { ChartEntry, StatisticPeriod } from '@/api/generated/model';
import type { BarChartDatum } from '@/components/charts/bar-chart/bar-chart';
import { toMajorUnits } from '@/lib/money';
import { periodName } from './periods';

/*
 * The server's chart entries (minor units) as the bar chart draws them: major units on the
 * value axis, the amount formatted in the settings' currency, the period named in the reader's
 * language.
 */

export function toBars(
  intl: IntlShape,
  period: StatisticPeriod,
  entries: readonly ChartEntry[],
  /** Major units in the settings' currency (useFormatMoney). */
  money: (major: number) => string,
): BarChartDatum[] {
  return entries.map((entry) => {
    const name = periodName(intl, period, entry.date);
    const value = toMajorUnits(entry.totalAmount);
    return {
      key: entry.date,
      axisLabel: name.short,
      label: name.full,
      value,
      valueText: money(value),
    };
  });
}

/** Value-axis ticks: short amounts ("1,5 млн ₸", "₸15K"), at most one decimal. */
export const compactMoneyFormatter =
  (intl: Pick<IntlShape, 'formatNumber'>, currency: string | undefined) =>
  (major: number): string =>
    intl.formatNumber(major, {
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
      notation: 'compact',
      maximumFractionDigits: 1,
    });

/**
 * The sum of a chart's bars (minor units, exact) and the index of the highest one (the earliest
 * on a tie; -1 when every bar is 0), for the chart's description.
 */
export function chartSummary(entries: readonly ChartEntry[]): { total: number; best: number } {
  let total = 0;
  let best = -1;
  entries.forEach((entry, index) => {
    total += entry.totalAmount;
    if (entry.totalAmount > (entries[best]?.totalAmount ?? 0)) best = index;
  });
  return { total, best };
}
