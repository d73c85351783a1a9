import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { LoginMode } from '@/api/generated/model/loginMode';
import { Button } from '@/components/ui/button/button';
import { loginSchema, type LoginValues } from '../../lib/login-values';
import { useFieldErrors } from '../../lib/use-field-error';
import { useFocusFirstError } from '../../lib/use-focus-first-error';
import { restoreMessages } from '../../messages';
import { FormAlert } from '../parts/form-alert';
import { LoginField } from '../parts/login-field';
import styles from '../parts/auth-parts.module.css';

interface RestoreStartFormProps {
  mode: LoginMode;
  defaultValues: LoginValues;
  onSubmit: (values: LoginValues) => void;
  submitting: boolean;
  error: unknown;
}

/** Step Start of password restore: the login the code goes to. */
export function RestoreStartForm({
  mode,
  defaultValues,
  onSubmit,
  submitting,
  error,
}: RestoreStartFormProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<LoginValues>({
    defaultValues,
    resolver: zodResolver(loginSchema(mode)),
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const shownError = submitting ? null : error;
  const { serverField, errorOf } = useFieldErrors(shownError, 'forgot', ['login']);
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
      {shownError && !serverField ? <FormAlert error={shownError} flow="forgot" /> : null}
      <LoginField
        mode={mode}
        control={form.control}
        email={form.register('email')}
        error={errorOf('login', mode === 'EMAIL' ? errors.email : errors.phone)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={submitting} fullWidth>
          {intl.formatMessage(restoreMessages.submit)}
        </Button>
      </div>
    </form>
  );
}
