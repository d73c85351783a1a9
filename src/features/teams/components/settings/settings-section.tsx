import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { useAppSettings } from '@/api/app-settings';
import type { Team } from '@/api/generated/model/team';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { Notice } from '@/components/ui/notice/notice';
import { PhotoPicker } from '@/components/ui/photo-picker/photo-picker';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { useToast } from '@/components/ui/toast/toast';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { useFieldErrors } from '@/lib/errors/use-field-errors';
import { useFormatMoney } from '@/lib/money';
import { can } from '@/lib/team-permissions';
import {
  useDeleteTeam,
  useTeamLimits,
  useTeamPhoto,
  useTransferOwnership,
  useUpdateTeam,
  useVerifyTeam,
} from '../../api/teams';
import { TEAMS_PATH } from '@/lib/routes';
import { teamPhotoUrl } from '@/api/photos';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { PhoneField, usePhoneField } from '../parts/phone-field';
import {
  AddressInnFields,
  addressRule,
  changedFields,
  innRule,
  TeamForm,
  type TeamFormValues,
} from '../team-form/team-form';
import { SectionCard } from '../parts/section-card';
import styles from '../teams.module.css';

/**
 * A team's settings, for its owner and administrators: details (team/update), photo, tip
 * limits (limits/get). The owner also verifies the team, hands it over and deletes it.
 */
export function SettingsSection({ team }: { team: Team }) {
  const owner = can(team.role, 'deleteTeam');
  return (
    <div className={styles.stack}>
      <DetailsCard team={team} />
      <div className={styles.grid}>
        <PhotoCard team={team} />
        <LimitsCard team={team} />
      </div>
      {can(team.role, 'verifyTeam') ? <VerifyCard team={team} /> : null}
      {can(team.role, 'transferTeam') ? <TransferCard team={team} /> : null}
      {owner ? <DeleteCard team={team} /> : null}
    </div>
  );
}

function savedValues(team: Team): TeamFormValues {
  return { title: team.title, type: team.type, address: team.address ?? '', inn: team.inn ?? '' };
}

function DetailsCard({ team }: { team: Team }) {
  const intl = useIntl();
  const update = useUpdateTeam();
  const saved = savedValues(team);
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.settingsDetails)}>
      {update.isSuccess ? <Notice>{intl.formatMessage(teamsMessages.saved)}</Notice> : null}
      <TeamForm
        initial={saved}
        submitLabel={intl.formatMessage(teamsMessages.formSave)}
        pending={update.isPending}
        error={update.error}
        onSubmit={(values) => {
          if (update.isPending) return;
          const changes = changedFields(saved, values);
          if (Object.keys(changes).length === 0) return;
          update.mutate({ uuid: team.uuid, ...changes });
        }}
      />
    </SectionCard>
  );
}

function PhotoCard({ team }: { team: Team }) {
  const intl = useIntl();
  const { upload, remove } = useTeamPhoto(team.uuid);
  const [savedAt, setSavedAt] = useState(0);
  const lastError = upload.error ?? remove.error;
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.settingsPhoto)}>
      <PhotoPicker
        name={team.title}
        photoUrl={teamPhotoUrl(team.photoUuid)}
        uploading={upload.isPending}
        deleting={remove.isPending}
        error={lastError}
        savedAt={savedAt}
        onUpload={(file) => {
          remove.reset();
          upload.mutate(file, { onSuccess: () => setSavedAt((count) => count + 1) });
        }}
        onDelete={() => {
          upload.reset();
          remove.mutate();
        }}
      />
    </SectionCard>
  );
}

function LimitsCard({ team }: { team: Team }) {
  const intl = useIntl();
  const limits = useTeamLimits(team.uuid);
  const formatMoney = useFormatMoney(useAppSettings().data?.currencyCode);
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.settingsLimitsTitle)}>
      <AsyncContent
        query={limits}
        loading={
          <SkeletonGroup>
            <Skeleton width="60%" />
            <Skeleton width="80%" />
          </SkeletonGroup>
        }
      >
        {(data) => (
          <>
            <p>
              {intl.formatMessage(teamsValueMessages.settingsLimitsRange, {
                min: formatMoney(data.limits.minAmount),
                max: formatMoney(data.limits.maxAmount),
              })}
            </p>
            <p>
              {intl.formatMessage(teamsValueMessages.settingsLimitsChoices, {
                amounts: intl.formatList(data.defaultAmounts.map((amount) => formatMoney(amount))),
              })}
            </p>
            <p className={styles.text}>{intl.formatMessage(teamsMessages.settingsLimitsHint)}</p>
          </>
        )}
      </AsyncContent>
    </SectionCard>
  );
}

const VERIFY_FIELDS = ['address', 'inn'];

function verifySchema() {
  return z.object({
    address: addressRule().min(1, teamsMessages.formAddressRequired.id),
    inn: innRule(undefined).pipe(z.string().min(1, teamsMessages.formInnRequired.id)),
  });
}

/** team/verify with the address and a checked INN; a verified team says so instead. */
function VerifyCard({ team }: { team: Team }) {
  const intl = useIntl();
  const verify = useVerifyTeam();
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

const notMemberError = (error: unknown) =>
  isApiError(error) && error.code === 'client.notActive.error';

/**
 * team/owner/transfer to a member named by phone, after a question that says what the owner
 * becomes (an administrator: the mock and the contract's description agree).
 */
function TransferCard({ team }: { team: Team }) {
  const intl = useIntl();
  const phone = usePhoneField();
  const transfer = useTransferOwnership(team.uuid);
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
            phone: asking ?? '',
            team: team.title,
          })}
        </p>
      </ConfirmDialog>
    </SectionCard>
  );
}

/**
 * team/delete after a question that names the team; the list drops it at once (optimistic)
 * and gets it back, with a message, if the server refuses.
 */
function DeleteCard({ team }: { team: Team }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const formatError = useErrorMessage();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteTeam({
    onDeleted: (deleted) =>
      toast(intl.formatMessage(teamsValueMessages.settingsDeleteDone, { team: deleted.title }), {
        tone: 'success',
      }),
    onFailed: (kept, error) =>
      toast(
        intl.formatMessage(teamsValueMessages.settingsDeleteFailed, {
          team: kept.title,
          reason: formatError(error).message,
        }),
        { tone: 'error', duration: 0 },
      ),
  });
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.settingsDeleteTitle)}>
      <p className={styles.text}>{intl.formatMessage(teamsMessages.settingsDeleteDescription)}</p>
      <div className={styles.formActions}>
        <Button variant="danger" onClick={() => setAsking(true)}>
          {intl.formatMessage(teamsMessages.settingsDeleteSubmit)}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={intl.formatMessage(teamsValueMessages.settingsDeleteConfirmTitle, {
          team: team.title,
        })}
        confirmLabel={intl.formatMessage(teamsValueMessages.settingsDeleteConfirm, {
          team: team.title,
        })}
        onConfirm={() => {
          setAsking(false);
          remove.mutate(team);
          void navigate(TEAMS_PATH);
        }}
      >
        <p>
          {intl.formatMessage(teamsValueMessages.settingsDeleteConfirmBody, { team: team.title })}
        </p>
      </ConfirmDialog>
    </SectionCard>
  );
}
