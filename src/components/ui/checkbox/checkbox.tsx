import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'className'
> {
  /** Text beside the box, already translated; may contain links. */
  label: ReactNode;
  /** Error text under the checkbox (e.g. an agreement that must be accepted). */
  error?: ReactNode;
}

/** Native checkbox with a 24px box inside a 44px-high touch target. */
export function Checkbox({ label, error, ...props }: CheckboxProps) {
  const id = useId();
  return (
    <div className={styles.root}>
      <label className={styles.row} htmlFor={id} data-disabled={Boolean(props.disabled)}>
        <input
          {...props}
          id={id}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span className={styles.box} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" />
          </svg>
        </span>
        <span className={styles.label}>{label}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
