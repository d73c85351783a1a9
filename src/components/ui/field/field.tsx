import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** Ids and ARIA attributes a field hands to its control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  /** Visible label, already translated by the caller. */
  label: ReactNode;
  /** Help text under the control, replaced by `error` when there is one. */
  hint?: ReactNode;
  /** Error text; marks the control invalid and is announced with it. */
  error?: ReactNode;
  /** Shows a required mark next to the label. */
  required?: boolean;
  /** Content at the end of the label row, e.g. a character counter. */
  aside?: ReactNode;
  /** Renders the control with the ids that tie it to label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  /** Renders the label as a legend of a fieldset (for groups of controls). */
  as?: 'div' | 'fieldset';
}

/**
 * Label, hint and error around one control: the layout every form control of the kit shares,
 * so each input gets the same spacing, error colour and accessible description.
 */
export function Field({ label, hint, error, required, aside, children, as = 'div' }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error) || Boolean(hint);
  const control: FieldControlProps = {
    id,
    'aria-describedby': hasMessage ? messageId : undefined,
    'aria-invalid': error ? true : undefined,
  };
  const Label = as === 'fieldset' ? 'legend' : 'label';
  const Root = as;
  return (
    <Root
      className={styles.field}
      aria-describedby={as === 'fieldset' ? control['aria-describedby'] : undefined}
    >
      <div className={styles.labelRow}>
        <Label className={styles.label} htmlFor={as === 'fieldset' ? undefined : id}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </Label>
        {aside}
      </div>
      {children(control)}
      {hasMessage ? (
        <p id={messageId} className={error ? styles.error : styles.hint}>
          {error ?? hint}
        </p>
      ) : null}
    </Root>
  );
}
