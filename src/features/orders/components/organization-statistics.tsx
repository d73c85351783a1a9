import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { useOrganizationStatistic } from '../api/organizations';
import { currentMonth, periodError, type Period } from '../lib/period';
import { ordersValueMessages, periodMessages, statisticsMessages } from '../messages';
import { OrdersDayChart } from './orders-day-chart';
import { PeriodFields, type PeriodDraft } from './period-fields';
import styles from './orders.module.css';
import { isIsoDay } from '@/lib/iso-day';

/** The statistics' period in the address: `?from=2026-11-01&to=2026-11-30`. */
const FROM = 'from';
const TO = 'to';

/** The period the address asks for when it is a valid one; this month otherwise. */
export function statisticsPeriodOf(params: URLSearchParams): Period {
  const from = params.get(FROM);
  const to = params.get(TO);
  if (isIsoDay(from) && isIsoDay(to) && periodError({ from, to }) === null) return { from, to };
  return currentMonth();
}

/**
 * An organisation's orders count, paid and refunded amounts for a period (this month unless
 * the address says otherwise), as figures and a chart by day.
 */
export function OrganizationStatistics({
  organizationUuid,
  formatMoney,
}: {
  organizationUuid: string;
  formatMoney: (minor: number) => string;
}) {
  const intl = useIntl();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const period = statisticsPeriodOf(params);
  const statistic = useOrganizationStatistic(organizationUuid, period);

  const showPeriod = (next: Period | null) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) {
          updated.set(FROM, next.from);
          updated.set(TO, next.to);
        } else {
          updated.delete(FROM);
          updated.delete(TO);
        }
        return updated;
      },
      { preventScrollReset: true },
    );
  };

  const shown = (date: string) =>
    intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(statisticsMessages.title)}
      </h2>
      <PeriodForm key={`${period.from}/${period.to}`} period={period} onShow={showPeriod} />
      <AsyncContent
        query={statistic}
        loading={
          <SkeletonGroup>
            <div className={styles.figures}>
              <Skeleton shape="rect" height={72} />
              <Skeleton shape="rect" height={72} />
              <Skeleton shape="rect" height={72} />
            </div>
            <Skeleton shape="rect" height={200} />
          </SkeletonGroup>
        }
      >
        {(data) => (
          <>
            <p className={styles.muted} aria-live="polite">
              {/* The period the figures are of (the previous one stays while another loads). */}
              {intl.formatMessage(ordersValueMessages.statisticsPeriod, {
                from: shown(data.days[0]?.date ?? period.from),
                to: shown(data.days.at(-1)?.date ?? period.to),
              })}
            </p>
            <dl className={styles.figures}>
              <div className={styles.figure}>
                <dt>{intl.formatMessage(statisticsMessages.ordersCount)}</dt>
                <dd>{intl.formatNumber(data.ordersCount)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{intl.formatMessage(statisticsMessages.paidAmount)}</dt>
                <dd>{formatMoney(data.paidAmount)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{intl.formatMessage(statisticsMessages.refundedAmount)}</dt>
                <dd>{formatMoney(data.refundedAmount)}</dd>
              </div>
            </dl>
            <OrdersDayChart days={data.days} formatMoney={formatMoney} />
          </>
        )}
      </AsyncContent>
    </section>
  );
}

/** The period's two dates; "This month" goes back to the default (`onShow(null)`). */
function PeriodForm({
  period,
  onShow,
}: {
  period: Period;
  onShow: (period: Period | null) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<PeriodDraft>(period);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { from, to } = draft;
    const problem = !from || !to ? 'incomplete' : periodError({ from, to });
    setError(problem ? intl.formatMessage(periodMessages[problem]) : null);
    if (!problem && from && to) onShow({ from, to });
  };

  return (
    <form
      className={styles.filters}
      aria-label={intl.formatMessage(statisticsMessages.periodForm)}
      noValidate
      onSubmit={submit}
    >
      <PeriodFields
        fromLabel={intl.formatMessage(statisticsMessages.from)}
        toLabel={intl.formatMessage(statisticsMessages.to)}
        initial={period}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        error={error}
      />
      <div className={styles.filterActions}>
        <Button type="submit" variant="secondary" size="sm">
          {intl.formatMessage(statisticsMessages.show)}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onShow(null)}>
          {intl.formatMessage(statisticsMessages.thisMonth)}
        </Button>
      </div>
    </form>
  );
}
