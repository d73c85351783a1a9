import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { Team } from '@/api/generated/model/team';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { Notice } from '@/components/ui/notice/notice';
import { useFieldErrors } from '@/lib/errors/use-field-errors';
import { useVerifyTeamMutation } from '../../api/teams';
import { teamsMessages } from '../../messages';
import { AddressInnFields, addressRule, innRule } from '../team-form/team-form';
import { SectionCard } from '../parts/section-card';
import styles from '../teams.module.css';

const VERIFY_FIELDS = ['address', 'inn'];

function verifySchema() {
  return z.object({
    address: addressRule().min(1, teamsMessages.formAddressRequired.id),
    inn: innRule(undefined).pipe(z.string().min(1, teamsMessages.formInnRequired.id)),
  });
}

/** team/verify with the address and a checked INN; a verified team says so instead. */
export function VerifyCard({ team }: { team: Team }) {
  const intl = useIntl();
  const verify = useVerifyTeamMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<{ address: string; inn: string }>({
    resolver: zodResolver(verifySchema()),
    defaultValues: { address: team.address ?? '', inn: team.inn ?? '' },
  });
  const { errors, submitCount } = form.formState;
  const { errorOf, serverField } = useFieldErrors(verify.error, undefined, VERIFY_FIELDS);
  useFocusFirstError(formRef, submitCount + (verify.error ? 1 : 0));
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.settingsVerifyTitle)}>
      {team.verified ? (
        <Notice>
          {intl.formatMessage(
            verify.isSuccess ? teamsMessages.settingsVerifyDone : teamsMessages.settingsVerified,
          )}
        </Notice>
      ) : (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={(event) =>
            void form.handleSubmit((values) => {
              if (verify.isPending) return;
              verify.mutate({
                uuid: team.uuid,
                address: values.address.trim(),
                inn: values.inn.trim(),
              });
            })(event)
          }
        >
          <p className={styles.text}>
            {intl.formatMessage(teamsMessages.settingsVerifyDescription)}
          </p>
          <AddressInnFields
            address={form.register('address')}
            inn={form.register('inn')}
            errors={errors}
            errorOf={errorOf}
            required
          />
          {verify.isError && !serverField ? <FormAlert error={verify.error} /> : null}
          <div className={styles.formActions}>
            <Button type="submit" loading={verify.isPending}>
              {intl.formatMessage(teamsMessages.settingsVerifySubmit)}
            </Button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}
