import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { useQrCodeStatistic } from '../api/qr-codes';
import {
  DEFAULT_STATISTIC_PERIOD,
  periodDays,
  type StatisticPeriod,
} from '../lib/statistic-period';
import { qrCodesMessages, sourceNames } from '../messages';
import panelStyles from './print-panel.module.css';
import { CodeFigures, PeriodSelect } from './qr-code-figures';
import styles from './qr-code-statistic.module.css';

/**
 * A code's opens and tips over a chosen period (qrcode/statistic), in total and by the print
 * its address came from; opens without a source (links, older prints) under "unknown".
 */
export function QrCodeStatistic({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const [period, setPeriod] = useState<StatisticPeriod>(DEFAULT_STATISTIC_PERIOD);
  const days = useMemo(() => periodDays(period), [period]);
  const statistic = useQrCodeStatistic([uuid], days);

  return (
    <section className={panelStyles.section} aria-labelledby="qr-statistic">
      <h2 id="qr-statistic" className={panelStyles.heading}>
        {intl.formatMessage(qrCodesMessages.statistic)}
      </h2>
      <div className={styles.period}>
        <PeriodSelect value={period} onChange={setPeriod} />
      </div>
      <AsyncContent
        query={statistic}
        loading={
          <SkeletonGroup>
            <Skeleton shape="rect" height={96} />
          </SkeletonGroup>
        }
        isEmpty={({ list: [figures] }) => !figures || figures.opens + figures.tips === 0}
        empty={
          <p className={panelStyles.hint}>{intl.formatMessage(qrCodesMessages.statisticEmpty)}</p>
        }
      >
        {({ list: [figures] }) =>
          figures ? (
            <>
              <div className={styles.total}>
                <CodeFigures figures={figures} />
              </div>
              <h3 className={styles.subheading}>
                {intl.formatMessage(qrCodesMessages.statisticBySource)}
              </h3>
              <ul className={styles.sources}>
                {figures.sources.map((item) => (
                  <li key={item.source ?? 'unknown'} className={styles.source}>
                    <span className={styles.sourceName}>
                      {intl.formatMessage(sourceNames[item.source ?? 'unknown'])}
                    </span>
                    <CodeFigures figures={item} />
                  </li>
                ))}
              </ul>
            </>
          ) : null
        }
      </AsyncContent>
    </section>
  );
}
