import { useId, type ReactNode } from 'react';
import { Field } from '../field/field';
import styles from './radio-group.module.css';

export interface RadioOption<T extends string> {
  value: T;
  /** Option text, already translated. */
  label: ReactNode;
  /** Second line under the label. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<T extends string> {
  /** Group caption (legend), already translated. */
  label: ReactNode;
  options: readonly RadioOption<T>[];
  /** Selected value; undefined leaves the group unselected. */
  value?: T;
  onChange?: (value: T) => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Form field name; a unique one is generated when omitted. */
  name?: string;
}

/** A set of native radio buttons in a fieldset: arrow keys move the choice. */
export function RadioGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  hint,
  error,
  disabled,
  required,
  name,
}: RadioGroupProps<T>) {
  const generatedName = useId();
  return (
    <Field as="fieldset" label={label} hint={hint} error={error} required={required}>
      {() => (
        <div className={styles.options}>
          {options.map((option) => (
            <label
              key={option.value}
              className={styles.option}
              data-disabled={Boolean(disabled || option.disabled)}
              data-invalid={Boolean(error)}
            >
              <input
                type="radio"
                className={styles.input}
                name={name ?? generatedName}
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
                disabled={disabled || option.disabled}
                required={required}
                onChange={() => onChange?.(option.value)}
              />
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.text}>
                <span>{option.label}</span>
                {option.description ? (
                  <span className={styles.description}>{option.description}</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}
