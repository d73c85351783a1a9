import { useIntl } from 'react-intl';
import type { OperationAggregate } from '@/api/generated/model';
import { AsyncContent, type AsyncQuery } from '@/components/ui/async-content/async-content';
import { Money } from '@/components/ui/money/money';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { operationsMessages } from '../messages';
import styles from './operations-page.module.css';

/** Sum, number and average of the tips the history holds (operation/aggregate, filtered alike). */
export function HistoryTotals({
  totals,
  currency,
}: {
  totals: AsyncQuery<OperationAggregate>;
  currency: string | undefined;
}) {
  const intl = useIntl();
  const money = (minor: number) =>
    currency ? <Money amountMinor={minor} currency={currency} /> : intl.formatNumber(minor / 100);
  return (
    <section aria-label={intl.formatMessage(operationsMessages.totals)}>
      <AsyncContent
        query={totals}
        loading={
          <SkeletonGroup>
            <Skeleton shape="rect" height={76} />
          </SkeletonGroup>
        }
      >
        {({ totalAmount, count, averageAmount }) => (
          <dl className={styles.totals}>
            <div className={styles.total}>
              <dt>{intl.formatMessage(operationsMessages.totalSum)}</dt>
              <dd>{money(totalAmount)}</dd>
            </div>
            <div className={styles.total}>
              <dt>{intl.formatMessage(operationsMessages.totalCount)}</dt>
              <dd>{intl.formatNumber(count)}</dd>
            </div>
            <div className={styles.total}>
              <dt>{intl.formatMessage(operationsMessages.totalAverage)}</dt>
              <dd>{money(averageAmount ?? 0)}</dd>
            </div>
          </dl>
        )}
      </AsyncContent>
    </section>
  );
}
