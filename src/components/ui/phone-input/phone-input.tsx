import type { CountryCode } from 'libphonenumber-js';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useIMask } from 'react-imask';
import { Field } from '../field/field';
import controlStyles from '../field/control.module.css';
import { ChevronDownIcon } from '../icons/chevron-down-icon';
import { useMaskHistory } from '../masked/use-mask-history';
import { phoneErrorMessages, phoneInputMessages } from './messages';
import { phoneMask, validatePhone, type PhoneResult } from './validate-phone';
import styles from './phone-input.module.css';

/** Countries offered by default: the product's markets first. */
export const DEFAULT_PHONE_COUNTRIES: readonly CountryCode[] = [
  'RU',
  'KZ',
  'BY',
  'UZ',
  'KG',
  'AM',
  'AZ',
  'GE',
  'TJ',
  'TR',
  'AE',
  'DE',
  'GB',
  'US',
];

export interface PhoneInputProps {
  /** Visible label, already translated. */
  label: ReactNode;
  /** Called with the national digits only (no calling code, no spaces), e.g. "9123456789". */
  onChange?: (digits: string) => void;
  /** Called on blur with the parsing result of the whole number. */
  onValidate?: (result: PhoneResult) => void;
  /** Starting digits (national, unmasked). */
  defaultValue?: string;
  /** Country picked at first. Default RU (+7, 10 digits). */
  defaultCountry?: CountryCode;
  countries?: readonly CountryCode[];
  onCountryChange?: (country: CountryCode) => void;
  hint?: ReactNode;
  /** Error from the form; when absent, the field shows its own parsing error after blur. */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
}

/**
 * Phone number with a country picker: each country has its own mask and placeholder
 * ("+7 ___ ___ __ __"), the field's maxLength is the placeholder's length, and the number is
 * checked with libphonenumber-js when the field loses focus.
 */
export function PhoneInput({
  label,
  onChange,
  onValidate,
  defaultValue,
  defaultCountry = 'RU',
  countries = DEFAULT_PHONE_COUNTRIES,
  onCountryChange,
  hint,
  error,
  disabled,
  required,
  name,
}: PhoneInputProps) {
  const intl = useIntl();
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  const [parseError, setParseError] = useState<PhoneResult | null>(null);
  const { mask, placeholder, callingCode } = useMemo(() => phoneMask(country), [country]);
  const options = useMemo(
    () => ({
      mask,
      lazy: true,
      // The calling code is a fixed part of the mask, and IMask lets a typed character that
      // equals a fixed one fill it: a Kazakh "777…" would lose its first 7 to "+7". A digit the
      // user types into an empty field therefore starts after the code; an international number
      // ("+7 777…", pasted or autofilled) still matches the code itself.
      prepare: (chars: string, masked: { value: string }, flags: { input?: boolean }) =>
        flags.input && masked.value === '' && /^\d/.test(chars) ? `+${callingCode}${chars}` : chars,
    }),
    [mask, callingCode],
  );
  const { ref, maskRef } = useIMask<HTMLInputElement>(options, {
    defaultUnmaskedValue: defaultValue,
    onAccept: (value, instance) => {
      record(value);
      setParseError(null);
      onChange?.(instance.unmaskedValue);
    },
  });
  const { record, onKeyDown } = useMaskHistory(maskRef);

  const validate = () => {
    const digits = maskRef.current?.unmaskedValue ?? '';
    if (!digits) return;
    const result = validatePhone(`+${callingCode}${digits}`);
    setParseError(result.ok ? null : result);
    onValidate?.(result);
  };

  const shownError =
    error ??
    (parseError && !parseError.ok
      ? intl.formatMessage(phoneErrorMessages[parseError.error])
      : undefined);

  return (
    <Field label={label} hint={hint} error={shownError} required={required}>
      {(control) => (
        <div
          className={`${controlStyles.box} ${styles.box}`}
          data-invalid={Boolean(shownError)}
          data-disabled={Boolean(disabled)}
        >
          <span className={styles.country}>
            <span aria-hidden="true">{country}</span>
            <ChevronDownIcon width={16} height={16} />
            <select
              className={styles.countrySelect}
              aria-label={intl.formatMessage(phoneInputMessages.phoneCountry)}
              value={country}
              disabled={disabled}
              onChange={(event) => {
                const next = event.target.value as CountryCode;
                setCountry(next);
                setParseError(null);
                if (maskRef.current) maskRef.current.value = '';
                onCountryChange?.(next);
              }}
            >
              {countries.map((code) => (
                <option key={code} value={code}>
                  {`${intl.formatDisplayName(code, { type: 'region' }) ?? code} +${phoneMask(code).callingCode}`}
                </option>
              ))}
            </select>
          </span>
          <input
            {...control}
            ref={ref}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className={controlStyles.input}
            placeholder={placeholder}
            maxLength={placeholder.length}
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
