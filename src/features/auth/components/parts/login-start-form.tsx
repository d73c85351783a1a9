import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { LoginMode } from '@/api/generated/model/loginMode';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { formatBlock } from '@/components/ui/otp/blocked-message';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import type { ErrorFlow } from '@/lib/errors/error-catalogue';
import { loginKindOf, type LoginValues } from '../../lib/login-values';
import { LoginField } from './login-field';
import styles from './auth-parts.module.css';

/** What every flow's start form is given by its page. */
export interface LoginStartFormProps<T extends LoginValues> {
  mode: LoginMode;
  defaultValues: T;
  onSubmit: (values: T) => void;
  submitting: boolean;
  error: unknown;
}

interface LoginStartOptions<T extends LoginValues> extends LoginStartFormProps<T> {
  flow: ErrorFlow;
  schema: z.ZodType<T, T>;
  /** The fields a server error may name (always 'login', then the flow's own). */
  fields: readonly string[];
}

/**
 * The form state of a flow's first step: validation on submit, the server error under the
 * field it names (else in the alert), and focus on the first error after a failed submit.
 */
export function useLoginStartForm<T extends LoginValues>({
  flow,
  schema,
  fields,
  defaultValues,
  submitting,
  error,
  onSubmit,
  mode,
}: LoginStartOptions<T>) {
  const { form, formRef, shownError, serverField, errorOf } = useZodForm<T>({
    schema,
    // A T is its own default values; TypeScript cannot see through DefaultValues<T>.
    defaultValues: defaultValues as DefaultValues<T>,
    serverError: error,
    pending: submitting,
    fields,
    flow,
    login: loginKindOf(mode),
  });
  return { form, errorOf, formRef, shownError, serverField, flow, mode, onSubmit, submitting };
}

interface LoginStartFormViewProps<T extends LoginValues> {
  state: ReturnType<typeof useLoginStartForm<T>>;
  submitLabel: string;
  /** The flow's fields above the login (registration: account type and name). */
  beforeLogin?: ReactNode;
  /** The flow's fields below it (sign-in: password and the restore link). */
  afterLogin?: ReactNode;
}

/** The first step's form: the alert, the flow's fields around the login, and the submit. */
export function LoginStartForm<T extends LoginValues>({
  state: { form, errorOf, formRef, shownError, serverField, flow, mode, onSubmit, submitting },
  submitLabel,
  beforeLogin,
  afterLogin,
}: LoginStartFormViewProps<T>) {
  const intl = useIntl();
  const login = loginKindOf(mode);
  // Every T has the login fields; react-hook-form cannot see that through the generic.
  const loginForm = form as unknown as UseFormReturn<LoginValues>;
  const errors: FieldErrors<LoginValues> = loginForm.formState.errors;
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      noValidate
    >
      {shownError && !serverField ? (
        // A login still blocked after wrong codes: for how long, not just "blocked".
        <FormAlert error={shownError} flow={flow} login={login}>
          {formatBlock(intl, shownError, flow, login)}
        </FormAlert>
      ) : null}
      {beforeLogin}
      <LoginField
        mode={mode}
        control={loginForm.control}
        email={form.register('email' as Path<T>)}
        error={errorOf('login', mode === 'EMAIL' ? errors.email : errors.phone)}
      />
      {afterLogin}
      <div className={styles.actions}>
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
