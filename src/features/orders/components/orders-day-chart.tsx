import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { OrganizationStatisticDay } from '@/api/generated/model';
import { BarChart, type BarChartDatum } from '@/components/charts/bar-chart/bar-chart';
import { chartMessages, ordersValueMessages, statisticsMessages } from '../messages';

export interface OrdersDayChartProps {
  days: readonly OrganizationStatisticDay[];
  /** Minor units as the reader reads money (currency sign, their language). */
  formatMoney: (minor: number) => string;
}

/** An ISO day read as that calendar day, whatever the reader's time zone. */
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "24 November 2026" in the reader's language. */
const longDay = (intl: IntlShape, iso: string) =>
  intl.formatDate(utcDay(iso), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * An organisation's days as the shared accessible bar chart (src/components/charts/): each
 * day's paid and refunded amounts side by side, announced with its orders count; one Tab stop
 * with the arrows between days, a tooltip on hover and focus, and the same figures as a table.
 */
export function OrdersDayChart({ days, formatMoney }: OrdersDayChartProps) {
  const intl = useIntl();
  // Worked out once per answer (a year is 366 days).
  const chart = useMemo(() => {
    const data = days.map((day): BarChartDatum => ({
      key: day.date,
      axisLabel: intl.formatDate(utcDay(day.date), {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
      label: longDay(intl, day.date),
      value: day.paidAmount,
      valueText: formatMoney(day.paidAmount),
      more: [{ value: day.refundedAmount, valueText: formatMoney(day.refundedAmount) }],
      summary: intl.formatMessage(ordersValueMessages.chartDay, {
        paid: formatMoney(day.paidAmount),
        refunded: formatMoney(day.refundedAmount),
        orders: day.ordersCount,
      }),
    }));
    const first = days[0];
    const last = days.at(-1);
    return {
      data,
      description:
        first && last
          ? intl.formatMessage(ordersValueMessages.chartDescription, {
              days: days.length,
              from: longDay(intl, first.date),
              to: longDay(intl, last.date),
            })
          : '',
    };
  }, [days, intl, formatMoney]);

  return (
    <BarChart
      title={intl.formatMessage(chartMessages.title)}
      description={chart.description}
      data={chart.data}
      series={[
        intl.formatMessage(statisticsMessages.paidAmount),
        intl.formatMessage(statisticsMessages.refundedAmount),
      ]}
      formatTick={formatMoney}
      labels={{
        showTable: intl.formatMessage(chartMessages.showTable),
        showChart: intl.formatMessage(chartMessages.showChart),
        categoryHeader: intl.formatMessage(chartMessages.date),
        valueHeader: intl.formatMessage(statisticsMessages.paidAmount),
      }}
      emptyMessage={intl.formatMessage(chartMessages.empty)}
      headingLevel={3}
      height={200}
      framed={false}
    />
  );
}
