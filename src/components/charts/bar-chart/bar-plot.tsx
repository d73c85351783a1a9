import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { BarChartDatum } from './types';
import { labelledIndexes, nextIndex, valueAxisWidth } from './layout';
import { useContainerWidth } from './use-container-width';
import styles from './bar-chart.module.css';

export interface BarPlotProps {
  data: readonly BarChartDatum[];
  height: number;
  formatTick: (value: number) => string;
  /** Ids of the chart's visible title and description, which name and describe the drawing. */
  titleId: string;
  descriptionId: string;
}

const MARGIN = { top: 12, right: 8, bottom: 28 };
const VALUE_TICKS = 4;

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
export function BarPlot({ data, height, formatTick, titleId, descriptionId }: BarPlotProps) {
  const { ref, width } = useContainerWidth<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.plot} style={{ height }}>
      {width > 0 ? (
        <Drawing
          data={data}
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

function Drawing({ data, width, height, formatTick, titleId, descriptionId }: DrawingProps) {
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const valueScale = useMemo(
    () =>
      scaleLinear<number>({
        // At least 1, so a chart of zeros still has a scale (the chart shows a message instead).
        domain: [0, Math.max(1, ...data.map((datum) => datum.value))],
        range: [innerHeight, 0],
        nice: VALUE_TICKS,
      }),
    [data, innerHeight],
  );
  const valueTicks = valueScale.ticks(VALUE_TICKS);
  const left = valueAxisWidth(valueTicks.map(formatTick));
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
  const current = Math.min(active, data.length - 1);
  const bars = useRef<Array<SVGRectElement | null>>([]);
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } =
    useTooltip<BarChartDatum>();

  const show = (index: number) => {
    const datum = data[index]!;
    showTooltip({
      tooltipData: datum,
      tooltipLeft: left + (bandScale(datum.key) ?? 0) + bandScale.bandwidth() / 2,
      tooltipTop: MARGIN.top + valueScale(datum.value),
    });
  };

  const onKeyDown = (event: KeyboardEvent<SVGRectElement>, index: number) => {
    if (event.key === 'Escape') {
      hideTooltip();
      return;
    }
    const next = nextIndex(event.key, index, data.length);
    if (next === null) return;
    event.preventDefault();
    bars.current[next]?.focus();
  };

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
          {data.map((datum, index) => {
            const x = bandScale(datum.key) ?? 0;
            const top = valueScale(datum.value);
            const highlighted =
              focused === index || (tooltipOpen && tooltipData?.key === datum.key);
            return (
              <g key={datum.key}>
                <Bar
                  aria-hidden="true"
                  className={styles.bar}
                  data-highlighted={highlighted}
                  x={x}
                  y={top}
                  width={bandScale.bandwidth()}
                  height={innerHeight - top}
                />
                {focused === index ? (
                  <rect
                    aria-hidden="true"
                    className={styles.focusRing}
                    x={x - 3}
                    y={-3}
                    width={bandScale.bandwidth() + 6}
                    height={innerHeight + 6}
                    rx={4}
                  />
                ) : null}
                <rect
                  ref={(node) => {
                    bars.current[index] = node;
                  }}
                  role="graphics-symbol"
                  aria-label={`${datum.label}: ${datum.valueText}`}
                  tabIndex={index === current ? 0 : -1}
                  className={styles.hitArea}
                  x={x - (bandScale.step() - bandScale.bandwidth()) / 2}
                  y={0}
                  width={bandScale.step()}
                  height={innerHeight}
                  onFocus={() => {
                    setActive(index);
                    setFocused(index);
                    show(index);
                  }}
                  onBlur={() => {
                    setFocused(null);
                    hideTooltip();
                  }}
                  onMouseEnter={() => show(index)}
                  onMouseLeave={() => (focused === null ? hideTooltip() : show(focused))}
                  onKeyDown={(event) => onKeyDown(event, index)}
                />
              </g>
            );
          })}
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
          <strong className={styles.tooltipValue}>{tooltipData.valueText}</strong>
        </TooltipWithBounds>
      ) : null}
    </>
  );
}
