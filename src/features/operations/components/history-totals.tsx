import { useIntl } from 'react-intl';
import type { OperationAggregate } from '@/api/generated/model';
import type { AsyncQuery } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { Money } from '@/components/ui/money/money';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { operationsMessages } from '../messages';
import styles from './operations-page.module.css';

/**
 * Sum, number and average of the tips the history holds (operation/aggregate, filtered alike);
 * a failure is a line with a retry, the list below stays. While a new filter's totals are on
 * their way, the previous ones stay in place (nothing jumps), dimmed and marked busy.
 */
export function HistoryTotals({
  totals,
  currency,
  previous,
}: {
  totals: AsyncQuery<OperationAggregate>;
  currency: string | undefined;
  /** The figures shown are the previous filter's. */
  previous: boolean;
}) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const money = (minor: number) =>
    currency ? <Money amountMinor={minor} currency={currency} /> : intl.formatNumber(minor / 100);
  return (
    <section aria-label={intl.formatMessage(operationsMessages.totals)} aria-busy={previous}>
      {totals.data ? (
        <dl className={previous ? `${styles.totals} ${styles.previousTotals}` : styles.totals}>
          <div className={styles.total}>
            <dt>{intl.formatMessage(operationsMessages.totalSum)}</dt>
            <dd>{money(totals.data.totalAmount)}</dd>
          </div>
          <div className={styles.total}>
            <dt>{intl.formatMessage(operationsMessages.totalCount)}</dt>
            <dd>{intl.formatNumber(totals.data.count)}</dd>
          </div>
          <div className={styles.total}>
            <dt>{intl.formatMessage(operationsMessages.totalAverage)}</dt>
            <dd>{money(totals.data.averageAmount ?? 0)}</dd>
          </div>
        </dl>
      ) : totals.isError ? (
        // A line, not a screen: the list below may well have loaded.
        <div className={styles.totalsError} role="alert">
          {intl.formatMessage(operationsMessages.totalsFailed)} {formatError(totals.error).message}
          <Button
            variant="secondary"
            size="sm"
            loading={totals.isFetching ?? false}
            onClick={() => void totals.refetch()}
          >
            {intl.formatMessage(operationsMessages.retry)}
          </Button>
        </div>
      ) : (
        <SkeletonGroup>
          <Skeleton shape="rect" height={76} />
        </SkeletonGroup>
      )}
    </section>
  );
}
