/** One bar. */
export interface BarChartDatum {
  /** Unique among the bars (a date, an id). */
  key: string;
  /** Short name under the bar ("21.11", "W47", "Nov"); may be left out when bars crowd. */
  axisLabel: string;
  /** Full name, announced with the amount, in the tooltip and the table ("21 November 2026"). */
  label: string;
  /** Height of the bar: a non-negative number on the value axis. */
  value: number;
  /** The value as people read it ("1 500 ₸"). */
  valueText: string;
}

/** The chart's own words, already translated by the caller (the chart has no namespace). */
export interface BarChartLabels {
  /** The toggle while the chart shows ("Show as table"). */
  showTable: string;
  /** The toggle while the table shows ("Show as chart"). */
  showChart: string;
  /** Column headings of the table: what a bar is ("Day") and what it measures ("Amount"). */
  categoryHeader: string;
  valueHeader: string;
}
