/** One value of a bar: its height and how people read it. */
export interface BarChartValue {
  /** Height of the bar: a non-negative number on the value axis. */
  value: number;
  /** The value as people read it ("1 500 ₸"). */
  valueText: string;
}

/** One bar, or one group of bars in a chart of several `series`. */
export interface BarChartDatum extends BarChartValue {
  /** Unique among the bars (a date, an id). */
  key: string;
  /** Short name under the bar ("21.11", "W47", "Nov"); may be left out when bars crowd. */
  axisLabel: string;
  /** Full name, announced with the amount, in the tooltip and the table ("21 November 2026"). */
  label: string;
  /**
   * In a chart of several `series`: the values of the second and later series, in their order,
   * drawn beside `value` (the first series') and a table column each.
   */
  more?: readonly BarChartValue[];
  /**
   * What the bar says after its label (announced, and in its tooltip) when `valueText` is not
   * all of it: every series' value, a count ("paid 1 500 ₸, refunded 0 ₸, 3 orders").
   */
  summary?: string;
}

/** The chart's own words, already translated by the caller (the chart has no namespace). */
export interface BarChartLabels {
  /** The toggle while the chart shows ("Show as table"). */
  showTable: string;
  /** The toggle while the table shows ("Show as chart"). */
  showChart: string;
  /**
   * Column headings of the table: what a bar is ("Day") and what it measures ("Amount"; in a
   * chart of several `series` their names head the value columns instead).
   */
  categoryHeader: string;
  valueHeader: string;
}
