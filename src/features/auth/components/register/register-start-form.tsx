import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { LoginMode } from '@/api/generated/model/loginMode';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { TextInput } from '@/components/ui/text-input/text-input';
import { loginSchema, type LoginValues } from '../../lib/login-values';
import { NAME_MAX } from '../../lib/field-limits';
import { registerMessages } from '../../messages';
import {
  LoginStartForm,
  useLoginStartForm,
  type LoginStartFormProps,
} from '../parts/login-start-form';

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

/** Step Start of registration: personal or business, the name (at most 200 characters each) and the login. */
export function RegisterStartForm(props: LoginStartFormProps<RegisterStartValues>) {
  const intl = useIntl();
  const state = useLoginStartForm({
    ...props,
    flow: 'register',
    schema: registerStartSchema(props.mode),
    fields: ['login', 'firstName', 'lastName'],
  });
  const { form, errorOf } = state;
  const { errors } = form.formState;
  const accountType = useController({ control: form.control, name: 'accountType' });

  return (
    <LoginStartForm
      state={state}
      submitLabel={intl.formatMessage(registerMessages.submit)}
      beforeLogin={
        <>
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
            error={errorOf('firstName', errors.firstName, { max: NAME_MAX })}
          />
          <TextInput
            {...form.register('lastName')}
            label={intl.formatMessage(registerMessages.lastName)}
            autoComplete="family-name"
            required
            error={errorOf('lastName', errors.lastName, { max: NAME_MAX })}
          />
        </>
      }
    />
  );
}
