import { useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import { Field } from '../field/field';
import controlStyles from '../field/control.module.css';
import { textareaValueMessages } from './messages';
import styles from './textarea.module.css';

export interface TextareaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className' | 'maxLength'
> {
  /** Visible label, already translated. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Character limit; shows a counter "n of max" next to the label. */
  maxLength?: number;
}

/** Multi-line text field with an optional character counter. */
export function Textarea({ label, hint, error, maxLength, onChange, ...props }: TextareaProps) {
  const initial = String(props.value ?? props.defaultValue ?? '');
  const [length, setLength] = useState(initial.length);
  const count = props.value === undefined ? length : String(props.value).length;
  const counter =
    maxLength === undefined ? null : (
      <span className={styles.counter} data-full={count >= maxLength}>
        <FormattedMessage
          {...textareaValueMessages.textareaCounter}
          values={{ count, max: maxLength }}
        />
      </span>
    );
  return (
    <Field label={label} hint={hint} error={error} required={props.required} aside={counter}>
      {(control) => (
        <div
          className={`${controlStyles.box} ${styles.box}`}
          data-invalid={Boolean(error)}
          data-disabled={Boolean(props.disabled)}
        >
          <textarea
            rows={4}
            {...props}
            {...control}
            maxLength={maxLength}
            className={`${controlStyles.input} ${styles.textarea}`}
            onChange={(event) => {
              setLength(event.target.value.length);
              onChange?.(event);
            }}
          />
        </div>
      )}
    </Field>
  );
}
