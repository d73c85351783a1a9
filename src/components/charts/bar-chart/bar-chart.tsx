import { useId, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { BarPlot } from './bar-plot';
import { valuesOf } from './layout';
import type { BarChartDatum, BarChartLabels, BarChartValue } from './types';
import styles from './bar-chart.module.css';

export type { BarChartDatum, BarChartLabels, BarChartValue };

export interface BarChartProps {
  /** The chart's heading. */
  title: string;
  /** A sentence that sums the data up: shown under the title and describing the drawing. */
  description: string;
  /** Bars in the order drawn, left to right. */
  data: readonly BarChartDatum[];
  /**
   * Names of the series when each datum has several bars side by side (its `value`, then
   * `more`): shown as a legend and heading the table's value columns. Two colours are defined
   * (bar-chart.module.css); without it, one series.
   */
  series?: readonly string[];
  /** Value-axis tick text (short: "1,5 млн ₸"). */
  formatTick: (value: number) => string;
  labels: BarChartLabels;
  /** Said instead of a drawing when no bar has a value above 0: never an empty axis. */
  emptyMessage: string;
  /** Level of the title in the page's outline (default 2). */
  headingLevel?: 2 | 3;
  /** Height of the drawing in pixels (default 220); the width follows the container. */
  height?: number;
  /** A card of its own (default), or false inside a card that already frames it. */
  framed?: boolean;
}

/**
 * An accessible bar chart: a titled and described drawing (WAI-ARIA graphics roles) whose bars
 * are reachable with the keyboard and announce their label and amount, a tooltip on hover and
 * focus, and a "show as table" toggle with the same data as an HTML table. Drawn with visx:
 * import it only from lazily loaded private code (scripts/budget.mjs keeps it, and visx, off
 * the public pages and out of the cabinet's shell).
 */
export function BarChart({
  title,
  description,
  data,
  series,
  formatTick,
  labels,
  emptyMessage,
  headingLevel = 2,
  height = 220,
  framed = true,
}: BarChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hasValues = data.some((datum) => valuesOf(datum).some((bar) => bar.value > 0));
  const valueHeaders = series ?? [labels.valueHeader];

  return (
    <section className={styles.root} data-framed={framed} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {hasValues ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
          >
            {view === 'chart' ? labels.showTable : labels.showChart}
          </Button>
        ) : null}
      </div>
      <p id={descriptionId} className={styles.description}>
        {description}
      </p>
      {!hasValues ? (
        <p className={styles.empty} style={{ height }}>
          {emptyMessage}
        </p>
      ) : view === 'chart' ? (
        <>
          {series ? (
            <ul className={styles.legend}>
              {series.map((name, index) => (
                <li key={name}>
                  <span className={styles.swatch} data-series={index} />
                  {name}
                </li>
              ))}
            </ul>
          ) : null}
          <BarPlot
            data={data}
            seriesCount={series?.length ?? 1}
            height={height}
            formatTick={formatTick}
            titleId={titleId}
            descriptionId={descriptionId}
          />
        </>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.categoryHeader}</th>
              {valueHeaders.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.key}>
                <th scope="row">{datum.label}</th>
                {valuesOf(datum).map((bar, index) => (
                  <td key={index}>{bar.valueText}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
