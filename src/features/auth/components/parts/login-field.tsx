import {
  useController,
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { LoginMode } from '@/api/generated/model/loginMode';
import { PhoneInput } from '@/components/ui/phone-input/phone-input';
import { TextInput } from '@/components/ui/text-input/text-input';
import { authMessages } from '../../messages';

interface LoginFieldProps<T extends FieldValues> {
  mode: LoginMode;
  control: Control<T>;
  /** `register('email')` of the form. */
  email: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * The login of every flow: an e-mail field, or the kit's phone input in PHONE mode (its value
 * is the national digits and the picked country; see lib/login-values.ts).
 */
export function LoginField<T extends FieldValues>({
  mode,
  control,
  email,
  error,
}: LoginFieldProps<T>) {
  const intl = useIntl();
  const phone = useController({ control, name: 'phone' as Path<T> });
  const country = useController({ control, name: 'phoneCountry' as Path<T> });
  if (mode === 'EMAIL') {
    return (
      <TextInput
        {...email}
        label={intl.formatMessage(authMessages.emailLabel)}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={error}
      />
    );
  }
  return (
    <PhoneInput
      label={intl.formatMessage(authMessages.phoneLabel)}
      name="phone"
      required
      defaultValue={phone.field.value}
      defaultCountry={country.field.value}
      onChange={(digits) => phone.field.onChange(digits)}
      onCountryChange={(next) => country.field.onChange(next)}
      error={error}
    />
  );
}
