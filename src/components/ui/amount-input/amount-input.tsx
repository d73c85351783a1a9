import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
// The hook and the number mask alone, not the packages' indexes, which register every mask
// type (pattern, date, range…): this field is on the public page's critical path.
import 'imask/esm/masked/number';
import useIMask from 'react-imask/esm/hook';
import { Field } from '../field/field';
import controlStyles from '../field/control.module.css';
import { CloseIcon } from '../icons';
import { useMaskHistory } from '../masked/use-mask-history';
import { uiMessages } from '../messages';
import { AMOUNT_DEFAULTS, clampAmount, parseAmount } from './parse-amount';
import styles from './amount-input.module.css';

export interface AmountInputProps {
  /** Visible label, already translated. */
  label: ReactNode;
  /**
   * Called with the number as the user types (null when empty), and again on commit
   * (blur or Enter) with the value clamped to `min`..`max`.
   */
  onChange?: (value: number | null) => void;
  /** The amount to show; when it changes from outside (e.g. a preset tip), the field follows. */
  value?: number | null;
  /** Lowest amount kept on commit. Default 0. */
  min?: number;
  /** Highest amount kept on commit. Default 1000. */
  max?: number;
  /** Decimal places allowed; 0 means whole numbers. Default 0. */
  scale?: number;
  /** ISO 4217 code (RUB, KZT…) whose symbol is shown after the number. */
  currency?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  placeholder?: string;
}

/**
 * Money amount field: groups thousands with spaces, accepts dot or comma as the decimal mark
 * and keeps the committed value within min and max. Has a clear button and a currency suffix.
 */
export function AmountInput({
  label,
  onChange,
  value,
  min = AMOUNT_DEFAULTS.min,
  max = AMOUNT_DEFAULTS.max,
  scale = AMOUNT_DEFAULTS.scale,
  currency,
  hint,
  error,
  disabled,
  required,
  name,
  placeholder,
}: AmountInputProps) {
  const intl = useIntl();
  // No max in the mask itself: the user may type past it and sees the clamp on commit.
  const options = useMemo(
    () => ({
      mask: Number,
      scale,
      min,
      thousandsSeparator: ' ',
      radix: '.',
      mapToRadix: ['.', ','],
      normalizeZeros: true,
    }),
    [scale, min],
  );
  const {
    ref,
    maskRef,
    value: text,
  } = useIMask<HTMLInputElement>(options, {
    onAccept: (accepted, mask) => {
      record(accepted);
      const live = parseAmount(mask.unmaskedValue, { min: -Infinity, max: Infinity, scale });
      if (live.ok) onChange?.(live.value);
    },
  });
  const { record, onKeyDown } = useMaskHistory(maskRef);

  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || value === undefined) return;
    const shown = parseAmount(mask.unmaskedValue, { min: -Infinity, max: Infinity, scale });
    if (shown.ok && shown.value === value) return;
    mask.unmaskedValue = value === null ? '' : String(value);
  }, [value, scale, maskRef]);

  const commit = () => {
    const mask = maskRef.current;
    if (!mask) return;
    const parsed = parseAmount(mask.unmaskedValue, { min: -Infinity, max: Infinity, scale });
    if (!parsed.ok || parsed.value === null) return;
    const clamped = clampAmount(parsed.value, { min, max });
    if (clamped !== parsed.value) mask.unmaskedValue = String(clamped);
    onChange?.(clamped);
  };

  const clear = () => {
    if (!maskRef.current) return;
    maskRef.current.value = '';
    ref.current?.focus();
  };

  const symbol = currency
    ? intl
        .formatNumberToParts(0, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
        .find((part) => part.type === 'currency')?.value
    : undefined;

  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div
          className={`${controlStyles.box} ${styles.box}`}
          data-invalid={Boolean(error)}
          data-disabled={Boolean(disabled)}
        >
          <input
            {...control}
            ref={ref}
            className={`${controlStyles.input} ${styles.input}`}
            inputMode={scale > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            name={name}
            placeholder={placeholder}
            disabled={disabled}
            required={required}
            onBlur={commit}
            onKeyDown={(event) => {
              onKeyDown(event);
              if (event.key === 'Enter') commit();
            }}
          />
          {symbol ? (
            <span className={`${controlStyles.affix} ${styles.suffix}`} aria-hidden="true">
              {symbol}
            </span>
          ) : null}
          {text && !disabled ? (
            <button
              type="button"
              className={styles.clear}
              aria-label={intl.formatMessage(uiMessages.amountClear)}
              onClick={clear}
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
