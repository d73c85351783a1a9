import type { ReactNode } from 'react';
import { useId } from 'react';
import { FormattedNumber } from 'react-intl';
import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  /** Visible caption, already translated; also the bar's accessible name. */
  label: ReactNode;
  /** Progress 0..max; leave undefined for an indeterminate (unknown length) bar. */
  value?: number;
  max?: number;
  /** success turns the bar green, e.g. when a goal is reached. */
  tone?: 'primary' | 'success';
}

/** A labelled bar with the percentage written out; indeterminate without a value. */
export function ProgressBar({ label, value, max = 100, tone = 'primary' }: ProgressBarProps) {
  const labelId = useId();
  const ratio = value === undefined ? undefined : Math.min(1, Math.max(0, value / max));
  return (
    <div className={styles.root} data-tone={tone}>
      <div className={styles.header}>
        <span id={labelId}>{label}</span>
        {ratio === undefined ? null : (
          <span className={styles.value}>
            <FormattedNumber value={ratio} style="percent" />
          </span>
        )}
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value === undefined ? undefined : Math.min(max, Math.max(0, value))}
      >
        <div
          className={styles.fill}
          data-indeterminate={ratio === undefined}
          style={ratio === undefined ? undefined : { width: `${ratio * 100}%` }}
        />
      </div>
    </div>
  );
}
