import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OperationAggregate, StatisticPeriod } from '@/api/generated/model';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { DateInput } from '@/components/ui/date-input/date-input';
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
      // Drawn anew from the address's days (another choice, back to the chart's).
      form={
        <RangeForm
          key={chosen ? `${chosen.from}/${chosen.to}` : ''}
          chosen={chosen}
          onChoose={onChoose}
        />
      }
    />
  ) : null;
}

function RangeSummary({
  teamUuid,
  range,
  currency,
  form,
}: {
  teamUuid: string | null;
  range: DayRange;
  currency: string | undefined;
  /** Where other days are chosen. */
  form: ReactNode;
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
      {form}
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

/** yyyy-mm-dd as the date field shows it: dd.mm.yyyy. */
const typedDay = (day: string | undefined) => day?.split('-').reverse().join('.');

/**
 * Other days for the summary (kept in the address): from, to and "Show"; a range whose start
 * is after its end is said under "To". "The chart's days" goes back.
 */
function RangeForm({
  chosen,
  onChoose,
}: {
  chosen: DayRange | null;
  onChoose: (range: DayRange | null) => void;
}) {
  const intl = useIntl();
  const [from, setFrom] = useState<string | null>(chosen?.from ?? null);
  const [to, setTo] = useState<string | null>(chosen?.to ?? null);
  const [reversed, setReversed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return;
    setReversed(from > to);
    if (from <= to) onChoose({ from, to });
  };
  return (
    <form
      className={styles.rangeForm}
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage(statisticsMessages.rangeLabel)}
    >
      <DateInput
        label={intl.formatMessage(statisticsMessages.rangeFrom)}
        defaultValue={typedDay(chosen?.from)}
        name="from"
        onChange={setFrom}
      />
      <DateInput
        label={intl.formatMessage(statisticsMessages.rangeTo)}
        defaultValue={typedDay(chosen?.to)}
        name="to"
        onChange={setTo}
        error={reversed ? intl.formatMessage(statisticsMessages.rangeReversed) : undefined}
      />
      <div className={styles.rangeButtons}>
        <Button type="submit" variant="secondary">
          {intl.formatMessage(statisticsMessages.rangeShow)}
        </Button>
        {chosen ? (
          <Button variant="ghost" onClick={() => onChoose(null)}>
            {intl.formatMessage(statisticsMessages.rangeReset)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
