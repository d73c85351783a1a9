import type { BarChartDatum, BarChartValue } from './types';

/*
 * Plain arithmetic of the bar chart's layout, kept apart from the drawing so it can be tested
 * and so the drawing never measures text (measuring forces layout on every redraw).
 */

/** Average width of one character of the 12px tick labels, a little generous. */
const CHAR_WIDTH = 7;
/** Room between neighbouring labels. */
const LABEL_GAP = 8;

/** Width a tick label needs, estimated from its length. */
export function labelWidth(text: string): number {
  return text.length * CHAR_WIDTH;
}

/** Left margin that fits the longest value-axis label and a small gap before the bars. */
export function valueAxisWidth(tickLabels: readonly string[]): number {
  return Math.max(0, ...tickLabels.map(labelWidth)) + LABEL_GAP + 4;
}

/**
 * The indexes of the bars that get a label under them: every n-th one, counted back from the
 * last (the current period is always named), so that neighbouring labels never overlap.
 */
export function labelledIndexes(labels: readonly string[], step: number): number[] {
  if (labels.length === 0 || step <= 0) return [];
  const widest = Math.max(...labels.map(labelWidth)) + LABEL_GAP;
  const every = Math.max(1, Math.ceil(widest / step));
  const last = labels.length - 1;
  return labels.map((_, index) => index).filter((index) => (last - index) % every === 0);
}

/** A bar's values in series order: its own (the first series'), then `more`. */
export function valuesOf(datum: BarChartDatum): readonly BarChartValue[] {
  return datum.more ? [datum, ...datum.more] : [datum];
}

/** The next bar's index after a key press (arrows, Home, End), or null for any other key. */
export function nextIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, current + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
