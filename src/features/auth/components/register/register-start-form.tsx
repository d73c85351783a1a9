import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { LoginMode } from '@/api/generated/model/loginMode';
import { Button } from '@/components/ui/button/button';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { TextInput } from '@/components/ui/text-input/text-input';
import { loginSchema, type LoginValues } from '../../lib/login-values';
import { NAME_MAX, useFieldErrors } from '../../lib/use-field-error';
import { useFocusFirstError } from '../../lib/use-focus-first-error';
import { registerMessages } from '../../messages';
import { FormAlert } from '../parts/form-alert';
import { LoginField } from '../parts/login-field';
import styles from '../parts/auth-parts.module.css';

export type AccountType = 'personal' | 'business';

export interface RegisterStartValues extends LoginValues {
  accountType: AccountType;
  firstName: string;
  lastName: string;
}

const name = z
  .string()
  .trim()
  .min(1, registerMessages.nameRequired.id)
  .max(NAME_MAX, registerMessages.nameTooLong.id);

function registerStartSchema(mode: LoginMode) {
  return loginSchema(mode).and(
    z.object({ accountType: z.enum(['personal', 'business']), firstName: name, lastName: name }),
  );
}

interface RegisterStartFormProps {
  mode: LoginMode;
  defaultValues: RegisterStartValues;
  onSubmit: (values: RegisterStartValues) => void;
  submitting: boolean;
  error: unknown;
}

/** Step Start of registration: personal or business, the name (at most 200 characters each) and the login. */
export function RegisterStartForm({
  mode,
  defaultValues,
  onSubmit,
  submitting,
  error,
}: RegisterStartFormProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RegisterStartValues>({
    defaultValues,
    resolver: zodResolver(registerStartSchema(mode)),
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const accountType = useController({ control: form.control, name: 'accountType' });
  const shownError = submitting ? null : error;
  const { serverField, errorOf } = useFieldErrors(shownError, 'register', [
    'login',
    'firstName',
    'lastName',
  ]);
  useFocusFirstError(
    formRef,
    submitCount > 0 && Object.keys(errors).length > 0 ? submitCount : null,
  );
  useFocusFirstError(formRef, shownError);

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      noValidate
    >
      {shownError && !serverField ? <FormAlert error={shownError} flow="register" /> : null}
      <RadioGroup<AccountType>
        label={intl.formatMessage(registerMessages.accountType)}
        name="accountType"
        value={accountType.field.value}
        onChange={accountType.field.onChange}
        options={[
          {
            value: 'personal',
            label: intl.formatMessage(registerMessages.personal),
            description: intl.formatMessage(registerMessages.personalHint),
          },
          {
            value: 'business',
            label: intl.formatMessage(registerMessages.business),
            description: intl.formatMessage(registerMessages.businessHint),
          },
        ]}
      />
      <TextInput
        {...form.register('firstName')}
        label={intl.formatMessage(registerMessages.firstName)}
        autoComplete="given-name"
        required
        error={errorOf('firstName', errors.firstName)}
      />
      <TextInput
        {...form.register('lastName')}
        label={intl.formatMessage(registerMessages.lastName)}
        autoComplete="family-name"
        required
        error={errorOf('lastName', errors.lastName)}
      />
      <LoginField
        mode={mode}
        control={form.control}
        email={form.register('email')}
        error={errorOf('login', mode === 'EMAIL' ? errors.email : errors.phone)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={submitting} fullWidth>
          {intl.formatMessage(registerMessages.submit)}
        </Button>
      </div>
    </form>
  );
}
