import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Tooltip, useTooltip } from '@visx/tooltip';
import { memo, useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { OrganizationStatisticDay } from '@/api/generated/model';
import { Button } from '@/components/ui/button/button';
import { chartMessages, ordersValueMessages, statisticsMessages } from '../messages';
import styles from './orders-day-chart.module.css';

/*
 * A small accessible bar chart of an organisation's days: paid and refunded amounts side by
 * side. Self-contained for now: the statistics area is building the shared accessible chart
 * (src/components/charts/), into which this one is to be folded.
 *
 * Accessibility (WAI-ARIA graphics roles, as in stevejay/react-and-d3's accessible bar chart):
 * the chart is a graphics-document named by its <title> and described by its <desc>; each day
 * is a graphics-symbol whose name says its date, amounts and orders; the days are one Tab stop,
 * ← → move between them (Home / End to the ends) and the tooltip follows focus as it follows
 * the pointer; "Show as table" gives the same figures as a table.
 */

export interface OrdersDayChartProps {
  days: readonly OrganizationStatisticDay[];
  /** Minor units as the reader reads money (currency sign, their language). */
  formatMoney: (minor: number) => string;
}

const HEIGHT = 200;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 64 };
/** Until the container is measured (and where nothing measures: tests): a phone's width. */
const INITIAL_WIDTH = 640;
/** The tooltip's width (CSS) and its distance from the day's bars. */
const TOOLTIP_WIDTH = 184;
const TOOLTIP_GAP = 8;

/** jsdom and old browsers have no ResizeObserver: the chart then keeps its first width. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const resizeObserverPolyfill =
  typeof ResizeObserver === 'undefined'
    ? (NoResizeObserver as unknown as typeof ResizeObserver)
    : undefined;

/** An ISO day read as that calendar day, whatever the reader's time zone. */
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "24 November 2026" in the reader's language. */
const longDay = (intl: IntlShape, iso: string) =>
  intl.formatDate(utcDay(iso), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function OrdersDayChart({ days, formatMoney }: OrdersDayChartProps) {
  const intl = useIntl();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  // The day that holds the Tab stop: the latest until the reader moves.
  const [chosen, setChosen] = useState(days.length - 1);
  const active = Math.min(chosen, days.length - 1);
  const dayRefs = useRef<Array<SVGGElement | null>>([]);
  const { parentRef, width: measured } = useParentSize({
    initialSize: { width: INITIAL_WIDTH },
    resizeObserverPolyfill,
  });
  const width = measured > 0 ? measured : INITIAL_WIDTH;
  // The tooltip keeps the day's index; its place is worked out at each render.
  const { tooltipOpen, tooltipData, showTooltip, hideTooltip } = useTooltip<number>();
  const tipDay = tooltipOpen && tooltipData !== undefined ? days[tooltipData] : undefined;

  // What each day announces, worked out once per answer (a year is 366 of them).
  const labels = useMemo(
    () =>
      days.map((day) =>
        intl.formatMessage(ordersValueMessages.chartDay, {
          date: longDay(intl, day.date),
          paid: formatMoney(day.paidAmount),
          refunded: formatMoney(day.refundedAmount),
          orders: day.ordersCount,
        }),
      ),
    [days, intl, formatMoney],
  );

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = useMemo(
    () =>
      scaleBand<string>({
        domain: days.map((day) => day.date),
        range: [0, innerWidth],
        padding: 0.2,
      }),
    [days, innerWidth],
  );
  const y = useMemo(
    () =>
      scaleLinear<number>({
        domain: [0, Math.max(1, ...days.flatMap((day) => [day.paidAmount, day.refundedAmount]))],
        range: [innerHeight, 0],
        nice: true,
      }),
    [days, innerHeight],
  );
  // About six dates under the axis, whatever the period's length.
  const tickEvery = Math.max(1, Math.ceil(days.length / 6));
  const tickDays = days.filter((_, index) => index % tickEvery === 0).map((day) => day.date);

  const show = useCallback((index: number) => showTooltip({ tooltipData: index }), [showTooltip]);
  const onDayFocus = useCallback(
    (index: number) => {
      setChosen(index);
      show(index);
    },
    [show],
  );
  const setDayRef = useCallback((index: number, node: SVGGElement | null) => {
    dayRefs.current[index] = node;
  }, []);
  /**
   * Where the tooltip of day `index` stands, from the scales of this render (the width may
   * change): at the top of the plot, beside the day's bars (to their left near the right end),
   * so it never covers them nor leaves the chart.
   */
  const tooltipAt = (index: number) => {
    const start = MARGIN.left + (x(days[index]!.date) ?? 0);
    const onRight = start + x.bandwidth() + TOOLTIP_GAP + TOOLTIP_WIDTH <= width;
    return {
      left: onRight ? start + x.bandwidth() + TOOLTIP_GAP : start - TOOLTIP_GAP,
      top: MARGIN.top,
      'data-side': onRight ? 'right' : 'left',
    };
  };
  const focusDay = (index: number) => {
    setChosen(index);
    dayRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const targets: Record<string, number> = {
      ArrowRight: Math.min(days.length - 1, active + 1),
      ArrowLeft: Math.max(0, active - 1),
      Home: 0,
      End: days.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusDay(target);
  };

  const paidLabel = intl.formatMessage(statisticsMessages.paidAmount);
  const refundedLabel = intl.formatMessage(statisticsMessages.refundedAmount);
  const first = days[0];
  const last = days.at(-1);

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <ul className={styles.legend} aria-hidden={asTable}>
          <li>
            <span className={styles.swatch} data-series="paid" />
            {paidLabel}
          </li>
          <li>
            <span className={styles.swatch} data-series="refunded" />
            {refundedLabel}
          </li>
        </ul>
        <Button
          variant="ghost"
          size="sm"
          aria-controls={`${id}-view`}
          onClick={() => setAsTable((table) => !table)}
        >
          {intl.formatMessage(asTable ? chartMessages.showChart : chartMessages.showTable)}
        </Button>
      </div>
      <div id={`${id}-view`}>
        {asTable ? (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption>{intl.formatMessage(chartMessages.title)}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(chartMessages.date)}</th>
                  <th scope="col">{intl.formatMessage(statisticsMessages.ordersCount)}</th>
                  <th scope="col">{paidLabel}</th>
                  <th scope="col">{refundedLabel}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{longDay(intl, day.date)}</th>
                    <td>{intl.formatNumber(day.ordersCount)}</td>
                    <td>{formatMoney(day.paidAmount)}</td>
                    <td>{formatMoney(day.refundedAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <div ref={parentRef} className={styles.plot}>
            <svg
              width={width}
              height={HEIGHT}
              role="graphics-document"
              aria-roledescription={intl.formatMessage(chartMessages.chart)}
              aria-labelledby={`${id}-title`}
              aria-describedby={`${id}-desc`}
            >
              <title id={`${id}-title`}>{intl.formatMessage(chartMessages.title)}</title>
              <desc id={`${id}-desc`}>
                {first && last
                  ? intl.formatMessage(ordersValueMessages.chartDescription, {
                      days: days.length,
                      from: longDay(intl, first.date),
                      to: longDay(intl, last.date),
                    })
                  : null}
              </desc>
              <Group left={MARGIN.left} top={MARGIN.top}>
                <AxisLeft
                  scale={y}
                  numTicks={3}
                  tickFormat={(value) => formatMoney(Number(value))}
                  hideAxisLine
                  tickLabelProps={{ className: styles.tick, textAnchor: 'end' }}
                />
                <AxisBottom
                  top={innerHeight}
                  scale={x}
                  tickValues={tickDays}
                  tickFormat={(date) =>
                    intl.formatDate(utcDay(date), {
                      day: 'numeric',
                      month: 'short',
                      timeZone: 'UTC',
                    })
                  }
                  tickLabelProps={{ className: styles.tick, textAnchor: 'middle' }}
                />
                {/* The days: one Tab stop, arrows between them. */}
                <g onKeyDown={onKeyDown}>
                  {days.map((day, index) => (
                    <ChartDay
                      key={day.date}
                      index={index}
                      label={labels[index]!}
                      left={x(day.date) ?? 0}
                      band={x.bandwidth()}
                      height={innerHeight}
                      paidTop={y(day.paidAmount)}
                      refundedTop={y(day.refundedAmount)}
                      tabbable={index === active}
                      setRef={setDayRef}
                      onFocus={onDayFocus}
                      onEnter={show}
                      onLeave={hideTooltip}
                    />
                  ))}
                </g>
              </Group>
            </svg>
            {tipDay ? (
              <Tooltip
                {...tooltipAt(tooltipData!)}
                offsetLeft={0}
                offsetTop={0}
                unstyled
                applyPositionStyle
                className={styles.tooltip}
                aria-hidden="true"
              >
                <strong>{longDay(intl, tipDay.date)}</strong>
                <span>
                  {paidLabel}: {formatMoney(tipDay.paidAmount)}
                </span>
                <span>
                  {refundedLabel}: {formatMoney(tipDay.refundedAmount)}
                </span>
                <span>
                  {intl.formatMessage(statisticsMessages.ordersCount)}:{' '}
                  {intl.formatNumber(tipDay.ordersCount)}
                </span>
              </Tooltip>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

interface ChartDayProps {
  index: number;
  label: string;
  /** The day's band: where it starts and how wide it is, in the plot's coordinates. */
  left: number;
  band: number;
  height: number;
  paidTop: number;
  refundedTop: number;
  /** The day that holds the chart's one Tab stop. */
  tabbable: boolean;
  setRef: (index: number, node: SVGGElement | null) => void;
  onFocus: (index: number) => void;
  onEnter: (index: number) => void;
  onLeave: () => void;
}

/**
 * One day: its paid and refunded bars in a focusable graphics symbol. Memoised: moving focus
 * or the tooltip re-renders the two days concerned, not a year of them.
 */
const ChartDay = memo(function ChartDay({
  index,
  label,
  left,
  band,
  height,
  paidTop,
  refundedTop,
  tabbable,
  setRef,
  onFocus,
  onEnter,
  onLeave,
}: ChartDayProps) {
  const bar = band / 2;
  return (
    <g
      ref={(node) => setRef(index, node)}
      role="graphics-symbol"
      aria-label={label}
      tabIndex={tabbable ? 0 : -1}
      className={styles.day}
      onFocus={() => onFocus(index)}
      onBlur={onLeave}
      onMouseEnter={() => onEnter(index)}
      onMouseLeave={onLeave}
    >
      {/* The whole column answers the pointer, even over a short bar. */}
      <rect x={left} y={0} width={band} height={height} className={styles.hitArea} />
      <Bar
        x={left}
        y={paidTop}
        width={bar}
        height={height - paidTop}
        className={styles.bar}
        data-series="paid"
      />
      <Bar
        x={left + bar}
        y={refundedTop}
        width={bar}
        height={height - refundedTop}
        className={styles.bar}
        data-series="refunded"
      />
    </g>
  );
});
