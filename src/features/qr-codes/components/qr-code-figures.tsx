import { useIntl } from 'react-intl';
import type { QrSourceFigures } from '@/api/generated/model/qrSourceFigures';
import { Select } from '@/components/ui/select/select';
import { toMajorUnits } from '@/lib/money';
import { conversionOf, STATISTIC_PERIODS, type StatisticPeriod } from '../lib/statistic-period';
import { useFormatAmount } from '../lib/use-format-amount';
import { periodNames, qrCodesMessages, qrCodesValueMessages } from '../messages';
import styles from './qr-code-figures.module.css';

type Figures = Pick<QrSourceFigures, 'opens' | 'tips' | 'sum'>;

/**
 * A code's (or one source's) figures side by side: "12 opens, 3 tips", the share of opens that
 * ended in a tip (none before the first open) and the tips' sum.
 */
export function CodeFigures({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const formatAmount = useFormatAmount();
  const conversion = conversionOf(figures);
  return (
    <p className={styles.figures}>
      <span>{intl.formatMessage(qrCodesValueMessages.opensAndTips, figures)}</span>
      {conversion === null ? null : (
        <span className={styles.conversion}>
          {intl.formatMessage(qrCodesValueMessages.conversion, {
            percent: intl.formatNumber(conversion, { style: 'percent', maximumFractionDigits: 0 }),
          })}
        </span>
      )}
      <span>
        {intl.formatMessage(qrCodesValueMessages.sum, {
          sum: formatAmount(toMajorUnits(figures.sum)),
        })}
      </span>
    </p>
  );
}

/** The period the figures are counted over. */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: StatisticPeriod;
  onChange: (period: StatisticPeriod) => void;
}) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage(qrCodesMessages.statisticPeriod)}
      value={value}
      options={STATISTIC_PERIODS.map((period) => ({
        value: period,
        label: intl.formatMessage(periodNames[period]),
      }))}
      onChange={(event) => {
        const next = STATISTIC_PERIODS.find((period) => period === event.target.value);
        if (next) onChange(next);
      }}
    />
  );
}
