import { useIntl } from 'react-intl';
import { spinnerMessages } from './messages';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Diameter: sm 16px (inside buttons), md 24px, lg 40px (whole sections). */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Announces "Loading…" to screen readers. Turn off when the spinner sits inside something
   * that already says it is busy (e.g. a loading button).
   */
  announce?: boolean;
}

/** Indeterminate loading indicator in the current text colour. */
export function Spinner({ size = 'md', announce = true }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span
      className={styles.spinner}
      data-size={size}
      {...(announce
        ? { role: 'status', 'aria-label': intl.formatMessage(spinnerMessages.spinnerLabel) }
        : { 'aria-hidden': true })}
    />
  );
}
