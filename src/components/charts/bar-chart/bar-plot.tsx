import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { BarChartDatum } from './types';
import { labelledIndexes, nextIndex, valueAxisWidth, valuesOf } from './layout';
import { useContainerWidth } from './use-container-width';
import styles from './bar-chart.module.css';

export interface BarPlotProps {
  data: readonly BarChartDatum[];
  /** Bars side by side in each datum's column (its value, then `more`). */
  seriesCount: number;
  height: number;
  formatTick: (value: number) => string;
  /** Ids of the chart's visible title and description, which name and describe the drawing. */
  titleId: string;
  descriptionId: string;
}

const MARGIN = { top: 12, right: 8, bottom: 28 };
const VALUE_TICKS = 4;

type BandScale = ReturnType<typeof scaleBand<string>>;
type ValueScale = ReturnType<typeof scaleLinear<number>>;

/*
 * Tick labels as plain SVG text. visx's default (@visx/text) measures every word with a hidden
 * SVG element and parses CSS calc() on each render: a forced layout per label, most of a
 * chart's scripting time on a slow phone. The labels here are one short line each.
 */
const valueTick = ({ x, y, formattedValue }: TickRendererProps) => (
  <text x={x} y={y} dx={-4} dy="0.32em" textAnchor="end" className={styles.tick}>
    {formattedValue}
  </text>
);
const bandTick = ({ x, y, formattedValue }: TickRendererProps) => (
  <text x={x} y={y} dy="0.25em" textAnchor="middle" className={styles.tick}>
    {formattedValue}
  </text>
);

/**
 * The drawing: an SVG graphics document whose bars are graphics symbols, each named by its
 * label and amount. One Tab stop (the latest bar at first); arrows, Home and End move between
 * bars; a bar with focus or under the pointer shows its tooltip (Escape hides it). Every bar
 * is as tall as the plot for the pointer and the focus ring, so an empty period can be reached
 * too. Drawn at the container's width, re-drawn when it changes; the height is fixed, so a
 * resize never shifts the page.
 */
export function BarPlot({
  data,
  seriesCount,
  height,
  formatTick,
  titleId,
  descriptionId,
}: BarPlotProps) {
  const { ref, width } = useContainerWidth<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.plot} style={{ height }}>
      {width > 0 ? (
        <Drawing
          data={data}
          seriesCount={seriesCount}
          width={width}
          height={height}
          formatTick={formatTick}
          titleId={titleId}
          descriptionId={descriptionId}
        />
      ) : null}
    </div>
  );
}

interface DrawingProps extends BarPlotProps {
  width: number;
}

function Drawing({
  data,
  seriesCount,
  width,
  height,
  formatTick,
  titleId,
  descriptionId,
}: DrawingProps) {
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const valueScale = useMemo(
    () =>
      scaleLinear<number>({
        // At least 1, so a chart of zeros still has a scale (the chart shows a message instead).
        domain: [
          0,
          Math.max(1, ...data.flatMap((datum) => valuesOf(datum).map((bar) => bar.value))),
        ],
        range: [innerHeight, 0],
        nice: VALUE_TICKS,
      }),
    [data, innerHeight],
  );
  const valueTicks = useMemo(() => valueScale.ticks(VALUE_TICKS), [valueScale]);
  const left = useMemo(() => valueAxisWidth(valueTicks.map(formatTick)), [valueTicks, formatTick]);
  const innerWidth = Math.max(0, width - left - MARGIN.right);
  const bandScale = useMemo(
    () =>
      scaleBand<string>({
        domain: data.map((datum) => datum.key),
        range: [0, innerWidth],
        paddingInner: 0.25,
        paddingOuter: 0.125,
      }),
    [data, innerWidth],
  );
  const byKey = useMemo(() => new Map(data.map((datum) => [datum.key, datum])), [data]);
  const named = labelledIndexes(
    data.map((datum) => datum.axisLabel),
    bandScale.step(),
  ).map((index) => data[index]!.key);

  const [active, setActive] = useState(data.length - 1);
  const [focused, setFocused] = useState<number | null>(null);
  // The focused bar for the pointer's handlers, which stay the same from render to render.
  const focusedRef = useRef<number | null>(null);
  const current = Math.min(active, data.length - 1);
  const bars = useRef<Array<SVGRectElement | null>>([]);
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } =
    useTooltip<BarChartDatum>();

  /*
   * The columns are memoised and their handlers stable: moving focus or the tooltip re-renders
   * the two columns concerned, not every bar (a year by day is 366 of them).
   */
  const show = useCallback(
    (index: number) => {
      const datum = data[index]!;
      const top = Math.max(...valuesOf(datum).map((bar) => bar.value));
      showTooltip({
        tooltipData: datum,
        tooltipLeft: left + (bandScale(datum.key) ?? 0) + bandScale.bandwidth() / 2,
        tooltipTop: MARGIN.top + valueScale(top),
      });
    },
    [data, left, bandScale, valueScale, showTooltip],
  );
  const onFocus = useCallback(
    (index: number) => {
      focusedRef.current = index;
      setActive(index);
      setFocused(index);
      show(index);
    },
    [show],
  );
  const onBlur = useCallback(() => {
    focusedRef.current = null;
    setFocused(null);
    hideTooltip();
  }, [hideTooltip]);
  const onLeave = useCallback(() => {
    const stillFocused = focusedRef.current;
    if (stillFocused === null) hideTooltip();
    else show(stillFocused);
  }, [hideTooltip, show]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<SVGRectElement>, index: number) => {
      if (event.key === 'Escape') {
        hideTooltip();
        return;
      }
      const next = nextIndex(event.key, index, data.length);
      if (next === null) return;
      event.preventDefault();
      bars.current[next]?.focus();
    },
    [data.length, hideTooltip],
  );
  const setRef = useCallback((index: number, node: SVGRectElement | null) => {
    bars.current[index] = node;
  }, []);

  return (
    <>
      <svg
        width={width}
        height={height}
        role="graphics-document"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={styles.svg}
      >
        <Group left={left} top={MARGIN.top}>
          <g aria-hidden="true">
            {valueTicks.map((tick) => (
              <line
                key={tick}
                className={styles.grid}
                x1={0}
                x2={innerWidth}
                y1={valueScale(tick)}
                y2={valueScale(tick)}
              />
            ))}
            <AxisLeft
              scale={valueScale}
              tickValues={valueTicks}
              tickFormat={(value) => formatTick(Number(value))}
              hideAxisLine
              hideTicks
              tickComponent={valueTick}
            />
            <AxisBottom
              top={innerHeight}
              scale={bandScale}
              tickValues={named}
              tickFormat={(key) => byKey.get(key)?.axisLabel}
              axisLineClassName={styles.axisLine}
              hideTicks
              tickComponent={bandTick}
            />
          </g>
          {data.map((datum, index) => (
            <Column
              key={datum.key}
              datum={datum}
              index={index}
              seriesCount={seriesCount}
              bandScale={bandScale}
              valueScale={valueScale}
              innerHeight={innerHeight}
              tabbable={index === current}
              focused={focused === index}
              highlighted={focused === index || (tooltipOpen && tooltipData?.key === datum.key)}
              setRef={setRef}
              onFocus={onFocus}
              onBlur={onBlur}
              onEnter={show}
              onLeave={onLeave}
              onKeyDown={onKeyDown}
            />
          ))}
        </Group>
      </svg>
      {tooltipOpen && tooltipData ? (
        <TooltipWithBounds
          key={tooltipData.key}
          aria-hidden="true"
          className={styles.tooltip}
          left={tooltipLeft}
          top={tooltipTop}
          unstyled
          applyPositionStyle
        >
          <span className={styles.tooltipLabel}>{tooltipData.label}</span>
          {tooltipData.summary ? (
            <span className={styles.tooltipSummary}>{tooltipData.summary}</span>
          ) : (
            <strong className={styles.tooltipValue}>{tooltipData.valueText}</strong>
          )}
        </TooltipWithBounds>
      ) : null}
    </>
  );
}

interface ColumnProps {
  datum: BarChartDatum;
  index: number;
  seriesCount: number;
  bandScale: BandScale;
  valueScale: ValueScale;
  innerHeight: number;
  /** The bar that holds the chart's one Tab stop. */
  tabbable: boolean;
  focused: boolean;
  highlighted: boolean;
  setRef: (index: number, node: SVGRectElement | null) => void;
  onFocus: (index: number) => void;
  onBlur: () => void;
  onEnter: (index: number) => void;
  onLeave: () => void;
  onKeyDown: (event: KeyboardEvent<SVGRectElement>, index: number) => void;
}

/** One datum's column: its bars side by side, its focus ring, and the target that names it. */
const Column = memo(function Column({
  datum,
  index,
  seriesCount,
  bandScale,
  valueScale,
  innerHeight,
  tabbable,
  focused,
  highlighted,
  setRef,
  onFocus,
  onBlur,
  onEnter,
  onLeave,
  onKeyDown,
}: ColumnProps) {
  const x = bandScale(datum.key) ?? 0;
  const band = bandScale.bandwidth();
  const barWidth = band / seriesCount;
  return (
    <g>
      {valuesOf(datum).map((bar, series) => {
        const top = valueScale(bar.value);
        return (
          <Bar
            key={series}
            aria-hidden="true"
            className={styles.bar}
            data-series={series}
            data-highlighted={highlighted}
            x={x + series * barWidth}
            y={top}
            width={barWidth}
            height={innerHeight - top}
          />
        );
      })}
      {focused ? (
        <rect
          aria-hidden="true"
          className={styles.focusRing}
          x={x - 3}
          y={-3}
          width={band + 6}
          height={innerHeight + 6}
          rx={4}
        />
      ) : null}
      <rect
        ref={(node) => setRef(index, node)}
        role="graphics-symbol"
        aria-label={`${datum.label}: ${datum.summary ?? datum.valueText}`}
        tabIndex={tabbable ? 0 : -1}
        className={styles.hitArea}
        x={x - (bandScale.step() - band) / 2}
        y={0}
        width={bandScale.step()}
        height={innerHeight}
        onFocus={() => onFocus(index)}
        onBlur={onBlur}
        onMouseEnter={() => onEnter(index)}
        onMouseLeave={onLeave}
        onKeyDown={(event) => onKeyDown(event, index)}
      />
    </g>
  );
});
