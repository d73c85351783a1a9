import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { Field } from '../field/field';
import controlStyles from '../field/control.module.css';
import { ChevronDownIcon } from '../icons/chevron-down-icon';
import { selectMessages } from './messages';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  /** Option text, already translated. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className' | 'children'
> {
  /** Visible label, already translated. */
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** Text of the empty first option; defaults to "Choose…" in the current language. */
  placeholder?: string;
}

/** Native select (best on phones: the OS picker) styled like the other fields. */
export function Select({ label, options, hint, error, placeholder, ...props }: SelectProps) {
  const intl = useIntl();
  const hasValue = props.value !== undefined || props.defaultValue !== undefined;
  return (
    <Field label={label} hint={hint} error={error} required={props.required}>
      {(control) => (
        <div
          className={`${controlStyles.box} ${styles.box}`}
          data-invalid={Boolean(error)}
          data-disabled={Boolean(props.disabled)}
        >
          <select
            {...(hasValue ? {} : { defaultValue: '' })}
            {...props}
            {...control}
            className={`${controlStyles.input} ${styles.select}`}
          >
            <option value="" disabled>
              {placeholder ?? intl.formatMessage(selectMessages.selectPlaceholder)}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
