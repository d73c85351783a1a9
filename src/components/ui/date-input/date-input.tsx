import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IMask, useIMask } from 'react-imask';
import { Field } from '../field/field';
import controlStyles from '../field/control.module.css';
import { useMaskHistory } from '../masked/use-mask-history';
import { dateErrorMessages, dateInputMessages } from './messages';
import { DATE_LIMITS, parseDate, type DateResult } from './parse-date';

export interface DateInputProps {
  /** Visible label, already translated. */
  label: ReactNode;
  /** Called with the date as ISO `YYYY-MM-DD` once complete and valid, otherwise null. */
  onChange?: (iso: string | null) => void;
  /** Called on blur with the parsing result (nothing when the field is empty). */
  onValidate?: (result: DateResult) => void;
  /** Starting text in the mask's form, e.g. "05.03.1990". */
  defaultValue?: string;
  hint?: ReactNode;
  /** Error from the form; when absent, the field shows its own error after blur. */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
}

/**
 * Date typed as day.month.year: the mask only lets through day 1-31, month 1-12 and year
 * 1900-9999, and Ctrl+Z / Ctrl+Shift+Z walk back and forth through the last 100 values.
 */
export function DateInput({
  label,
  onChange,
  onValidate,
  defaultValue,
  hint,
  error,
  disabled,
  required,
  name,
}: DateInputProps) {
  const intl = useIntl();
  const [ownError, setOwnError] = useState<DateResult | null>(null);
  const options = useMemo(
    () => ({
      mask: 'd{.}`m{.}`Y',
      blocks: {
        d: { mask: IMask.MaskedRange, ...DATE_LIMITS.day, maxLength: 2 },
        m: { mask: IMask.MaskedRange, ...DATE_LIMITS.month, maxLength: 2 },
        Y: { mask: IMask.MaskedRange, ...DATE_LIMITS.year, maxLength: 4 },
      },
    }),
    [],
  );
  const { ref, maskRef } = useIMask<HTMLInputElement>(options, {
    defaultValue,
    onAccept: (value) => {
      record(value);
      setOwnError(null);
      const result = parseDate(value);
      onChange?.(result.ok ? result.iso : null);
    },
  });
  const { record, onKeyDown } = useMaskHistory(maskRef);

  const validate = () => {
    const value = maskRef.current?.value ?? '';
    if (!value) return;
    const result = parseDate(value);
    setOwnError(result.ok ? null : result);
    onValidate?.(result);
  };

  const shownError =
    error ??
    (ownError && !ownError.ok ? intl.formatMessage(dateErrorMessages[ownError.error]) : undefined);
  const formatHint = intl.formatMessage(dateInputMessages.dateFormatHint);

  return (
    <Field label={label} hint={hint} error={shownError} required={required}>
      {(control) => (
        <div
          className={controlStyles.box}
          data-invalid={Boolean(shownError)}
          data-disabled={Boolean(disabled)}
        >
          <input
            {...control}
            ref={ref}
            inputMode="numeric"
            autoComplete="off"
            className={controlStyles.input}
            placeholder={formatHint}
            maxLength={formatHint.length}
            name={name}
            disabled={disabled}
            required={required}
            onBlur={validate}
            onKeyDown={onKeyDown}
          />
        </div>
      )}
    </Field>
  );
}
