import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Team } from '@/api/generated/model/team';
import { Button } from '@/components/ui/button/button';
import { Notice } from '@/components/ui/notice/notice';
import { displayPhone } from '@/lib/display-phone';
import { useTransferOwnershipMutation } from '../../api/teams';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { PhoneField, usePhoneField } from '../parts/phone-field';
import { SectionCard } from '../parts/section-card';
import styles from '../teams.module.css';

const notMemberError = (error: unknown) =>
  isApiError(error) && error.code === 'client.notActive.error';

/**
 * team/owner/transfer to a member named by phone, after a question that says what the owner
 * becomes (an administrator: the mock and the contract's description agree).
 */
export function TransferCard({ team }: { team: Team }) {
  const intl = useIntl();
  const phone = usePhoneField();
  const transfer = useTransferOwnershipMutation(team.uuid);
  const [asking, setAsking] = useState<string | null>(null);
  // No member has that phone: said under the field, where it can be corrected.
  const notMember = notMemberError(transfer.error);
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.settingsTransferTitle)}>
      <p className={styles.text}>{intl.formatMessage(teamsMessages.settingsTransferDescription)}</p>
      {transfer.isSuccess ? (
        <Notice>{intl.formatMessage(teamsMessages.settingsTransferDone)}</Notice>
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const number = phone.e164();
          if (number) {
            transfer.reset();
            setAsking(number);
          }
        }}
      >
        <PhoneField
          field={phone}
          label={intl.formatMessage(teamsMessages.settingsTransferPhone)}
          error={
            notMember ? intl.formatMessage(teamsMessages.settingsTransferNotMember) : undefined
          }
        />
        <div className={styles.formActions}>
          <Button type="submit" variant="secondary">
            {intl.formatMessage(teamsMessages.settingsTransferSubmit)}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        danger={false}
        title={intl.formatMessage(teamsValueMessages.settingsTransferConfirmTitle, {
          team: team.title,
        })}
        confirmLabel={intl.formatMessage(teamsMessages.settingsTransferSubmit)}
        busy={transfer.isPending}
        error={notMember ? null : transfer.error}
        onConfirm={() => {
          if (!asking || transfer.isPending) return;
          transfer.mutate(asking, {
            onSuccess: () => {
              setAsking(null);
              phone.reset();
            },
            onError: (error) => {
              if (notMemberError(error)) setAsking(null);
            },
          });
        }}
      >
        <p>
          {intl.formatMessage(teamsValueMessages.settingsTransferConfirmBody, {
            phone: displayPhone(asking ?? ''),
            team: team.title,
          })}
        </p>
      </ConfirmDialog>
    </SectionCard>
  );
}
