import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import { passwordFieldMessages } from '@/components/ui/password-field/messages';
import { FormPasswordField } from '@/components/ui/password-field/form-password-field';
import { validatePassword } from '@/components/ui/password-field/password-rules';
import type { ErrorFlow } from '@/lib/errors/error-catalogue';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { authMessages, registerMessages } from '../../messages';
import { AuthCard } from './auth-card';
import styles from './auth-parts.module.css';

/** A password that keeps the rule, and the agreement accepted where it is asked for. */
function passwordStepSchema(askAgreement: boolean) {
  return z
    .object({ password: z.string(), agreementAccepted: z.boolean() })
    .superRefine(({ password, agreementAccepted }, context) => {
      const problem = !password
        ? authMessages.passwordRequired
        : validatePassword(password)
          ? null
          : passwordFieldMessages.passwordRule;
      if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem.id });
      if (askAgreement && !agreementAccepted)
        context.addIssue({
          code: 'custom',
          path: ['agreementAccepted'],
          message: registerMessages.agreementRequired.id,
        });
    });
}
export type PasswordStepValues = z.infer<ReturnType<typeof passwordStepSchema>>;

interface PasswordStepProps {
  flow: ErrorFlow;
  title: string;
  submitLabel: string;
  step?: { current: number; total: number };
  /** Asks to accept the team member agreement (settings: teamMemberAgreementEnabled). */
  askAgreement?: boolean;
  /** What was typed before an error sent the person away and back. */
  defaultValues?: PasswordStepValues;
  /**
   * Sends the values. While its promise is unsettled another submit is dropped (a double
   * click), and after it resolves (the step is leaving) every one; a rejection lets the next
   * one through.
   */
  onSubmit: (values: PasswordStepValues) => Promise<unknown>;
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
  const schema = useMemo(() => passwordStepSchema(askAgreement), [askAgreement]);
  const { form, formRef, errors, shownError, serverField, errorOf } = useZodForm({
    schema,
    defaultValues,
    // As before: the password's error goes as it is typed; the agreement's stays till a submit.
    reValidateMode: 'onSubmit',
    serverError: error,
    pending: submitting,
    fields: ['password'],
    flow,
  });
  const agreement = useController({ control: form.control, name: 'agreementAccepted' });
  // A double click checks the form twice, in parallel: only the first sends.
  const submitOnce = useOneAtATime(onSubmit, { closeOnSuccess: true });

  return (
    <AuthCard title={title} step={step} focusHeading>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) =>
          void form.handleSubmit((values) => submitOnce(values).catch(() => undefined))(event)
        }
        noValidate
      >
        {shownError && !serverField ? <FormAlert error={shownError} flow={flow} /> : null}
        <FormPasswordField
          control={form.control}
          field="password"
          label={intl.formatMessage(authMessages.newPasswordLabel)}
          name="password"
          purpose="new"
          required
          onChange={() => form.clearErrors('password')}
          error={errorOf('password', errors.password)}
        />
        {askAgreement ? (
          <Checkbox
            label={intl.formatMessage(registerMessages.agreement)}
            name={agreement.field.name}
            checked={agreement.field.value}
            onChange={(event) => agreement.field.onChange(event.target.checked)}
            error={errorOf('agreementAccepted', errors.agreementAccepted)}
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
