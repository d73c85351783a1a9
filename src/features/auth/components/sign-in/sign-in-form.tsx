import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { LoginMode } from '@/api/generated/model/loginMode';
import { Button } from '@/components/ui/button/button';
import { PasswordField } from '@/components/ui/password-field/password-field';
import { AUTH_PATHS, authLink } from '../../lib/auth-paths';
import { loginSchema, type LoginValues } from '../../lib/login-values';
import { useFieldErrors } from '../../lib/use-field-error';
import { useFocusFirstError } from '../../lib/use-focus-first-error';
import { authMessages, signInMessages } from '../../messages';
import { FormAlert } from '../parts/form-alert';
import { LoginField } from '../parts/login-field';
import styles from '../parts/auth-parts.module.css';

export interface SignInValues extends LoginValues {
  password: string;
}

function signInSchema(mode: LoginMode) {
  return loginSchema(mode).and(
    z.object({ password: z.string().min(1, authMessages.passwordRequired.id) }),
  );
}

interface SignInFormProps {
  mode: LoginMode;
  defaultValues: SignInValues;
  onSubmit: (values: SignInValues) => void;
  submitting: boolean;
  error: unknown;
}

/** Step Start of sign-in: the login (per loginMode) and the password. */
export function SignInForm({ mode, defaultValues, onSubmit, submitting, error }: SignInFormProps) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<SignInValues>({
    defaultValues,
    resolver: zodResolver(signInSchema(mode)),
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const shownError = submitting ? null : error;
  const { serverField, errorOf } = useFieldErrors(shownError, 'auth', ['login', 'password']);
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
      {shownError && !serverField ? <FormAlert error={shownError} flow="auth" /> : null}
      <LoginField
        mode={mode}
        control={form.control}
        email={form.register('email')}
        error={errorOf('login', mode === 'EMAIL' ? errors.email : errors.phone)}
      />
      <PasswordField
        label={intl.formatMessage(authMessages.passwordLabel)}
        purpose="current"
        name="password"
        required
        defaultValue={defaultValues.password}
        onChange={(value) => form.setValue('password', value, { shouldValidate: submitCount > 0 })}
        error={errorOf('password', errors.password)}
      />
      <Link className={styles.link} to={authLink(AUTH_PATHS.restore, search)}>
        {intl.formatMessage(signInMessages.forgot)}
      </Link>
      <div className={styles.actions}>
        <Button type="submit" loading={submitting} fullWidth>
          {intl.formatMessage(signInMessages.submit)}
        </Button>
      </div>
    </form>
  );
}
