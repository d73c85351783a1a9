import type { CountryCode } from 'libphonenumber-js';
import { getCountryCallingCode } from 'libphonenumber-js';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoginSettings } from '@/api/login-settings';
import { phoneErrorMessages } from '@/components/ui/phone-input/messages';
import { PhoneInput } from '@/components/ui/phone-input/phone-input';
import { validatePhone } from '@/components/ui/phone-input/validate-phone';
import { teamsMessages } from '../../messages';

/**
 * A phone number typed to name someone (an administrator, an invitee, a new owner): the kit's
 * phone input starting in the settings' country, checked before it is sent, as E.164.
 */
export function usePhoneField() {
  const intl = useIntl();
  const { settings } = useLoginSettings();
  const [digits, setDigits] = useState('');
  const [country, setCountry] = useState<CountryCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const current = country ?? settings.phoneCountry;
  return {
    digits,
    country: current,
    error,
    resetKey,
    setDigits: (next: string) => {
      setDigits(next);
      setError(null);
    },
    setCountry,
    /** The number as E.164, or null after saying what is wrong with it under the field. */
    e164: (): string | null => {
      if (!digits) {
        setError(intl.formatMessage(teamsMessages.errorsPhoneRequired));
        return null;
      }
      const result = validatePhone(`+${getCountryCallingCode(current)}${digits}`);
      if (!result.ok) {
        setError(intl.formatMessage(phoneErrorMessages[result.error]));
        return null;
      }
      return result.e164;
    },
    /** Empties the field after a successful send. */
    reset: () => {
      setDigits('');
      setError(null);
      setResetKey((key) => key + 1);
    },
  };
}

export type PhoneFieldState = ReturnType<typeof usePhoneField>;

export function PhoneField({
  field,
  label,
  hint,
  error,
}: {
  field: PhoneFieldState;
  label: ReactNode;
  hint?: ReactNode;
  /** A server error about the number, shown under it. */
  error?: ReactNode;
}) {
  return (
    <PhoneInput
      key={field.resetKey}
      label={label}
      hint={hint}
      required
      defaultCountry={field.country}
      onChange={field.setDigits}
      onCountryChange={field.setCountry}
      error={field.error ?? error}
    />
  );
}
