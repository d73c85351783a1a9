import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { passwordFieldMessages } from '@/components/ui/password-field/messages';
import { PasswordField } from '@/components/ui/password-field/password-field';
import { validatePassword } from '@/components/ui/password-field/password-rules';
import type { ErrorFlow } from '@/lib/errors/error-catalogue';
import { useFieldErrors } from '@/lib/errors/use-field-errors';
import { authMessages, registerMessages } from '../../messages';
import { AuthCard } from './auth-card';
import styles from './auth-parts.module.css';

export interface PasswordStepValues {
  password: string;
  agreementAccepted: boolean;
}

interface PasswordStepProps {
  flow: ErrorFlow;
  title: string;
  submitLabel: string;
  step?: { current: number; total: number };
  /** Asks to accept the team member agreement (settings: teamMemberAgreementEnabled). */
  askAgreement?: boolean;
  /** What was typed before an error sent the person away and back. */
  defaultValues?: PasswordStepValues;
  onSubmit: (values: PasswordStepValues) => void;
  submitting: boolean;
  error: unknown;
}

/**
 * Choosing a password (registration and restore): the kit's field shows the rule of spec
 * section 5 and the strength meter; the rule is checked here too before anything is sent.
 */
export function PasswordStep({
  flow,
  title,
  submitLabel,
  step,
  askAgreement = false,
  defaultValues = { password: '', agreementAccepted: false },
  onSubmit,
  submitting,
  error,
}: PasswordStepProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(defaultValues);
  const [problems, setProblems] = useState<{ password?: string; agreement?: string } | null>(null);
  const shownError = submitting ? null : error;
  const { serverField, errorOf } = useFieldErrors(shownError, flow, ['password']);
  useFocusFirstError(formRef, problems);
  useFocusFirstError(formRef, shownError);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      password: !values.password
        ? intl.formatMessage(authMessages.passwordRequired)
        : validatePassword(values.password)
          ? undefined
          : intl.formatMessage(passwordFieldMessages.passwordRule),
      agreement:
        askAgreement && !values.agreementAccepted
          ? intl.formatMessage(registerMessages.agreementRequired)
          : undefined,
    };
    if (found.password || found.agreement) setProblems(found);
    else {
      setProblems(null);
      onSubmit(values);
    }
  };

  return (
    <AuthCard title={title} step={step} focusHeading>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {shownError && !serverField ? <FormAlert error={shownError} flow={flow} /> : null}
        <PasswordField
          label={intl.formatMessage(authMessages.newPasswordLabel)}
          name="password"
          purpose="new"
          required
          defaultValue={values.password}
          onChange={(password) => {
            setValues((current) => ({ ...current, password }));
            setProblems((current) => current && { ...current, password: undefined });
          }}
          error={problems?.password ?? errorOf('password')}
        />
        {askAgreement ? (
          <Checkbox
            label={intl.formatMessage(registerMessages.agreement)}
            name="agreementAccepted"
            checked={values.agreementAccepted}
            onChange={(event) =>
              setValues((current) => ({ ...current, agreementAccepted: event.target.checked }))
            }
            error={problems?.agreement}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={submitting} fullWidth>
            {submitLabel}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
