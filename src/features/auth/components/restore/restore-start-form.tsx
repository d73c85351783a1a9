import { useIntl } from 'react-intl';
import { loginSchema, type LoginValues } from '../../lib/login-values';
import { restoreMessages } from '../../messages';
import {
  LoginStartForm,
  useLoginStartForm,
  type LoginStartFormProps,
} from '../parts/login-start-form';

/** Step Start of password restore: the login the code goes to. */
export function RestoreStartForm(props: LoginStartFormProps<LoginValues>) {
  const intl = useIntl();
  const state = useLoginStartForm({
    ...props,
    flow: 'forgot',
    schema: loginSchema(props.mode),
    fields: ['login'],
  });
  return <LoginStartForm state={state} submitLabel={intl.formatMessage(restoreMessages.submit)} />;
}
