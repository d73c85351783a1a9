import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link/link';
import { z } from 'zod';
import type { LoginMode } from '@/api/generated/model/loginMode';
import { PasswordField } from '@/components/ui/password-field/password-field';
import { AUTH_PATHS, authLink } from '../../lib/auth-paths';
import { loginSchema, type LoginValues } from '../../lib/login-values';
import { authMessages, signInMessages } from '../../messages';
import {
  LoginStartForm,
  useLoginStartForm,
  type LoginStartFormProps,
} from '../parts/login-start-form';
import styles from '../parts/auth-parts.module.css';

export interface SignInValues extends LoginValues {
  password: string;
}

function signInSchema(mode: LoginMode) {
  return loginSchema(mode).and(
    z.object({ password: z.string().min(1, authMessages.passwordRequired.id) }),
  );
}

/** Step Start of sign-in: the login (per loginMode) and the password. */
export function SignInForm(props: LoginStartFormProps<SignInValues>) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const state = useLoginStartForm({
    ...props,
    flow: 'auth',
    schema: signInSchema(props.mode),
    fields: ['login', 'password'],
  });
  const { form, errorOf } = state;
  const { errors, submitCount } = form.formState;

  return (
    <LoginStartForm
      state={state}
      submitLabel={intl.formatMessage(signInMessages.submit)}
      afterLogin={
        <>
          <PasswordField
            label={intl.formatMessage(authMessages.passwordLabel)}
            purpose="current"
            name="password"
            required
            defaultValue={props.defaultValues.password}
            onChange={(value) =>
              form.setValue('password', value, { shouldValidate: submitCount > 0 })
            }
            error={errorOf('password', errors.password)}
          />
          <Link className={styles.link} to={authLink(AUTH_PATHS.restore, search)}>
            {intl.formatMessage(signInMessages.forgot)}
          </Link>
        </>
      }
    />
  );
}
