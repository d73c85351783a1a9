import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OperationAggregate, StatisticPeriod } from '@/api/generated/model';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { toMajorUnits, useFormatMoney } from '@/lib/money';
import { useSummary } from '../api/statistics';
import { calendarDate } from '../lib/periods';
import { changeOf, chartRange, previousRange, type DayRange } from '../lib/summary-range';
import { statisticsMessages, statisticsValueMessages } from '../messages';
import styles from './statistics.module.css';

interface PeriodSummaryProps {
  teamUuid: string | null;
  period: StatisticPeriod;
  /** The receipts chart's bars: the summary counts the days they cover, unless others are chosen. */
  bars: ReadonlyArray<{ date: string }>;
  currency: string | undefined;
  chosen: DayRange | null;
  onChoose: (range: DayRange | null) => void;
}

/**
 * The chart's days in figures (issue 26), or days the person chose: what was received, how many
 * tips, the average tip and the guests' average rating, each against the same number of days
 * before.
 */
export function PeriodSummary({
  teamUuid,
  period,
  bars,
  currency,
  chosen,
  onChoose,
}: PeriodSummaryProps) {
  const range = chosen ?? chartRange(period, bars);
  return range ? (
    <RangeSummary
      teamUuid={teamUuid}
      range={range}
      currency={currency}
      choice={<RangeChoice chosen={chosen} onChoose={onChoose} />}
    />
  ) : null;
}

function RangeSummary({
  teamUuid,
  range,
  currency,
  choice,
}: {
  teamUuid: string | null;
  range: DayRange;
  currency: string | undefined;
  /** Where other days are chosen. */
  choice: ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  const current = useSummary(teamUuid, range);
  const previous = useSummary(teamUuid, previousRange(range)).data;
  const days = intl.formatDateTimeRange(calendarDate(range.from), calendarDate(range.to), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {intl.formatMessage(statisticsValueMessages.periodSummaryTitle, { range: days })}
      </h2>
      {choice}
      <AsyncContent
        query={current}
        loading={
          <SkeletonGroup>
            <Skeleton shape="rect" height={148} />
          </SkeletonGroup>
        }
      >
        {(figures) => <Figures now={figures} before={previous} currency={currency} />}
      </AsyncContent>
    </section>
  );
}

function Figures({
  now,
  before,
  currency,
}: {
  now: OperationAggregate;
  /** The same number of days before; no comparison until (or unless) it is in. */
  before: OperationAggregate | undefined;
  currency: string | undefined;
}) {
  const intl = useIntl();
  const money = useFormatMoney(currency);
  const amount = (minor: number) => money(toMajorUnits(minor));
  const percent = (ratio: number) =>
    intl.formatNumber(ratio, {
      style: 'percent',
      signDisplay: 'exceptZero',
      maximumFractionDigits: 0,
    });
  const rating = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  /** The change of a figure: a percent, or (ratings) the difference in stars. */
  const change = (current: number | undefined, previous: number | undefined, stars = false) => {
    if (before === undefined) return null;
    if (current === undefined || previous === undefined || previous === 0)
      return intl.formatMessage(statisticsMessages.summaryNothingBefore);
    const text = stars
      ? intl.formatNumber(current - previous, {
          signDisplay: 'exceptZero',
          maximumFractionDigits: 1,
        })
      : percent(changeOf(current, previous)!);
    return intl.formatMessage(statisticsValueMessages.summaryChange, { change: text });
  };
  const items = [
    {
      label: statisticsMessages.summaryReceived,
      value: amount(now.totalAmount),
      change: change(now.totalAmount, before?.totalAmount),
    },
    {
      label: statisticsMessages.summaryCount,
      value: intl.formatNumber(now.count),
      change: change(now.count, before?.count),
    },
    {
      label: statisticsMessages.summaryAverage,
      value: amount(now.averageAmount ?? 0),
      change: change(now.averageAmount, before?.averageAmount),
    },
    {
      label: statisticsMessages.summaryRating,
      value:
        now.averageRating === undefined
          ? intl.formatMessage(statisticsMessages.summaryNoRatings)
          : intl.formatMessage(statisticsValueMessages.summaryRatingValue, {
              rating: rating(now.averageRating),
              count: now.ratedCount ?? 0,
            }),
      change:
        now.averageRating === undefined
          ? null
          : change(now.averageRating, before?.averageRating, true),
    },
  ];
  return (
    <dl className={styles.totals}>
      {items.map(({ label, value, change: changed }) => (
        <div key={label.id} className={styles.total}>
          <dt>{intl.formatMessage(label)}</dt>
          <dd>{value}</dd>
          {changed ? <dd className={styles.change}>{changed}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

// The form's date fields bring the mask, the form its validation: loaded when it is opened.
const RangeForm = lazy(async () => ({ default: (await import('./range-form')).RangeForm }));

/**
 * Other days for the summary, kept in the address: "Other days" opens their form (and closes
 * it); "The chart's days" goes back. A range chosen closes the form and the focus returns to
 * the button that opened it.
 */
function RangeChoice({
  chosen,
  onChoose,
}: {
  chosen: DayRange | null;
  onChoose: (range: DayRange | null) => void;
}) {
  const intl = useIntl();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div className={styles.rangeButtons}>
        <Button
          ref={toggle}
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => setOpen(!open)}
        >
          {intl.formatMessage(statisticsMessages.rangeLabel)}
        </Button>
        {chosen ? (
          <Button variant="ghost" onClick={() => onChoose(null)}>
            {intl.formatMessage(statisticsMessages.rangeReset)}
          </Button>
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={<RangeFormLoading />}>
          <RangeForm
            // Drawn anew from the address's days (another choice, back to the chart's).
            key={chosen ? `${chosen.from}/${chosen.to}` : ''}
            id={formId}
            chosen={chosen}
            onChoose={(range) => {
              setOpen(false);
              onChoose(range);
              toggle.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** A field's label line and its box. */
const LABEL_HEIGHT = 'calc(var(--font-size-sm) * var(--line-height))';
const CONTROL_HEIGHT = 'var(--control-height)';

/** The form's place while its code comes: its two fields and its button, so nothing moves. */
function RangeFormLoading() {
  return (
    <SkeletonGroup>
      <div className={styles.rangeForm}>
        {['from', 'to'].map((field) => (
          <div key={field} className={styles.rangeFieldLoading}>
            <Skeleton shape="rect" width="50%" height={LABEL_HEIGHT} />
            <Skeleton shape="rect" height={CONTROL_HEIGHT} />
          </div>
        ))}
        <div className={styles.rangeButtons}>
          <Skeleton shape="rect" width={120} height={CONTROL_HEIGHT} />
        </div>
      </div>
    </SkeletonGroup>
  );
}
