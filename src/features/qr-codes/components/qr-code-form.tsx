import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldPathByValue,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useAppSettings } from '@/api/app-settings';
import type { LimitsResponse } from '@/api/generated/model/limitsResponse';
import type { QrCode } from '@/api/generated/model/qrCode';
import type { QrPurpose } from '@/api/generated/model/qrPurpose';
import type { Team } from '@/api/generated/model/team';
import { useAddressTeam, useMyTeams } from '@/api/my-teams';
import { AmountInput } from '@/components/ui/amount-input/amount-input';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { IconButton } from '@/components/ui/icon-button/icon-button';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { Link } from '@/components/ui/link/link';
import { AddressFallbackNotice } from '@/components/ui/notice/address-fallback-notice';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Select } from '@/components/ui/select/select';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { TextInput } from '@/components/ui/text-input/text-input';
import { isUuid, readParams, uuidParam } from '@/lib/address-params';
import { useSessionDraft } from '@/lib/session-draft';
import { useLimits, useQrCode, useQrPurposes } from '../api/qr-codes';
import {
  initialValues,
  middleChoice,
  qrCodeFormSchema,
  TITLE_MAX,
  valuesOfCode,
  type QrCodeFormValues,
} from '../lib/qr-code-form';
import { useQrCodeAmounts } from '../lib/use-qr-code-amounts';
import { useSaveQrCode } from '../lib/use-save-qr-code';
import { qrCodesMessages, qrCodesValueMessages } from '../messages';
import { unprintableCharacters } from '@/lib/pdf/font-coverage';
import { usePurposeName } from './purpose-name';
import { QrCodeNotFound } from './qr-code-not-found';
import styles from './qr-code-form.module.css';
import { QR_CODES_PATH, qrCodePath } from '@/lib/routes';

/** AmountInput clamps to its max on blur: the form's own rules say what is wrong instead. */
const NO_CLAMP = Number.MAX_SAFE_INTEGER;
/** The team select's value for "mine": the select keeps '' for its placeholder. */
const PERSONAL = 'personal';

function FormSkeleton() {
  return (
    <SkeletonGroup>
      <div className={styles.form}>
        <Skeleton shape="rect" height={72} />
        <Skeleton shape="rect" height={72} />
        <Skeleton shape="rect" height={160} />
        <Skeleton shape="rect" height={160} />
      </div>
    </SkeletonGroup>
  );
}

/** Whether the person runs the team (owner or admin): the only teams they may make codes for. */
const runs = (team: Team) => team.role === 'OWNER' || team.role === 'ADMIN';

function useManagedTeams() {
  const teams = useMyTeams();
  return useMemo(() => (teams.data?.list ?? []).filter(runs), [teams.data]);
}

/**
 * /cabinet/qr-codes/new: a new code, personal or (`?team=`) for a team the person runs. A team
 * the address names that is not one of those starts a personal code, and says so.
 */
export function NewQrCode() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const read = readParams(search, { team: uuidParam });
  const team = useAddressTeam(read.values.team, runs);
  return (
    <>
      <PageHeader title={intl.formatMessage(qrCodesMessages.formNewTitle)} />
      {read.refused.length > 0 || team.refused ? <AddressFallbackNotice /> : null}
      {team.checking ? <FormSkeleton /> : <NewQrCodeForm team={team.team ?? ''} />}
    </>
  );
}

function NewQrCodeForm({ team }: { team: string }) {
  const [teamUuid, setTeamUuid] = useState(team);
  const limits = useLimits(teamUuid || undefined, { placeholderData: keepPreviousData });
  return (
    <AsyncContent query={limits} loading={<FormSkeleton />}>
      {(start) => (
        <QrCodeForm
          start={start}
          initial={initialValues(
            {
              limits: start.limits,
              amounts: start.defaultAmounts,
              defaultAmount: middleChoice(start.defaultAmounts),
            },
            { teamUuid },
          )}
          onTeamChange={setTeamUuid}
        />
      )}
    </AsyncContent>
  );
}

/**
 * /cabinet/qr-codes/:uuid/edit: a code's title, purpose and amounts. A team's code is edited
 * with its team (its page instead); a code that is not found says so, with nothing to retry.
 */
export function EditQrCode() {
  const intl = useIntl();
  const { uuid = '' } = useParams();
  const code = useQrCode(uuid);
  const limits = useLimits(code.data?.team?.uuid, { enabled: code.data !== undefined });
  if (code.data?.kind === 'TEAM') return <Navigate to={qrCodePath(uuid)} replace />;
  const both = {
    data: code.data && limits.data ? { code: code.data, start: limits.data } : undefined,
    isError: code.isError || limits.isError,
    error: code.error ?? limits.error,
    isFetching: code.isFetching || limits.isFetching,
    refetch: () => (code.isError ? code.refetch() : limits.refetch()),
  };
  return (
    <>
      <PageHeader title={intl.formatMessage(qrCodesMessages.formEditTitle)} />
      {isUuid(uuid) ? (
        <AsyncContent query={both} loading={<FormSkeleton />} notFound={<QrCodeNotFound />}>
          {({ code: data, start }) => (
            <QrCodeForm start={start} initial={valuesOfCode(data)} code={data} />
          )}
        </AsyncContent>
      ) : (
        <QrCodeNotFound />
      )}
    </>
  );
}

interface AmountFieldProps {
  control: Control<QrCodeFormValues>;
  name: FieldPathByValue<QrCodeFormValues, number | null>;
  label: string;
  hint?: string;
  error: string | undefined;
}

/** One amount of the form, in the app's currency, checked by the form's rules (not clamped). */
function AmountField({ control, name, label, hint, error }: AmountFieldProps) {
  const currency = useAppSettings().data?.currencyCode;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <AmountInput
          label={label}
          hint={hint}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          max={NO_CLAMP}
          currency={currency}
          required
          error={error}
        />
      )}
    />
  );
}

interface QrCodeFormProps {
  /** limits/get of the code's team (or the person): the range the limits must keep. */
  start: LimitsResponse;
  initial: QrCodeFormValues;
  /** The code being changed; a new one without. */
  code?: QrCode;
  /** A new code's team changed: its limits are asked for. */
  onTeamChange?: (teamUuid: string) => void;
}

function QrCodeForm({ start, initial, code, onTeamChange }: QrCodeFormProps) {
  const intl = useIntl();
  const purposeName = usePurposeName();
  const purposes = useQrPurposes();
  const teams = useManagedTeams();
  const formRef = useRef<HTMLFormElement>(null);
  const range = start.range;
  const schema = useMemo(() => qrCodeFormSchema(range), [range]);
  const form = useForm<QrCodeFormValues>({
    defaultValues: initial,
    resolver: zodResolver(schema),
    shouldFocusError: false,
  });
  const amounts = useQrCodeAmounts(form, start, !code);
  const { rangeValues, limitsValues } = amounts;
  const { errors, submitCount } = form.formState;

  const typed = useWatch({ control: form.control });
  useSessionDraft(code ? `qr-code-edit-${code.uuid}` : 'qr-code-new', typed, (saved) =>
    form.reset({ ...form.getValues(), ...saved }),
  );

  const save = useSaveQrCode(code);
  const { serverField, errorOf } = save;
  useFocusFirstError(
    formRef,
    submitCount > 0 && Object.keys(errors).length > 0 ? submitCount : null,
  );
  useFocusFirstError(formRef, save.error);

  const unprintable = unprintableCharacters(typed.title ?? '');
  const titleValues = {
    max: TITLE_MAX,
    count: unprintable.length,
    characters: intl.formatList(unprintable, { type: 'unit' }),
  };

  const purposeOptions = useMemo(() => {
    const visible: QrPurpose[] = purposes.data ?? [];
    // A hidden purpose a code already has stays shown as its own choice.
    const own = code?.purpose && !visible.some((purpose) => purpose.code === code.purpose?.code);
    return [...visible, ...(own && code.purpose ? [code.purpose] : [])].map((purpose) => ({
      value: purpose.code,
      label: purposeName(purpose),
    }));
  }, [purposes.data, code, purposeName]);

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(save.submit)(event)}
      noValidate
    >
      {save.error && !serverField ? <FormAlert error={save.error} /> : null}
      <TextInput
        {...form.register('title')}
        label={intl.formatMessage(qrCodesMessages.fieldTitle)}
        hint={intl.formatMessage(qrCodesMessages.fieldTitleHint)}
        maxLength={TITLE_MAX + 20}
        required
        error={errorOf('title', errors.title, titleValues)}
      />
      <Select
        {...form.register('purposeCode')}
        label={intl.formatMessage(qrCodesMessages.fieldPurpose)}
        options={purposeOptions}
        error={errorOf('purposeCode', errors.purposeCode)}
      />
      {!code && teams.length > 0 ? (
        <Controller
          control={form.control}
          name="teamUuid"
          render={({ field }) => (
            <Select
              label={intl.formatMessage(qrCodesMessages.fieldTeam)}
              hint={intl.formatMessage(qrCodesMessages.fieldTeamHint)}
              name={field.name}
              value={field.value || PERSONAL}
              options={[
                { value: PERSONAL, label: intl.formatMessage(qrCodesMessages.fieldTeamPersonal) },
                ...teams.map((team) => ({ value: team.uuid, label: team.title })),
              ]}
              onChange={(event) => {
                const teamUuid = event.target.value === PERSONAL ? '' : event.target.value;
                field.onChange(teamUuid);
                onTeamChange?.(teamUuid);
              }}
            />
          )}
        />
      ) : null}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{intl.formatMessage(qrCodesMessages.fieldLimits)}</legend>
        <p className={styles.hint}>
          {intl.formatMessage(qrCodesValueMessages.rangeHint, rangeValues)}
        </p>
        <div className={styles.pair}>
          <AmountField
            control={form.control}
            name="minAmount"
            label={intl.formatMessage(qrCodesMessages.fieldMin)}
            error={errorOf('limits.minAmount', errors.minAmount, rangeValues)}
          />
          <AmountField
            control={form.control}
            name="maxAmount"
            label={intl.formatMessage(qrCodesMessages.fieldMax)}
            error={errorOf('limits.maxAmount', errors.maxAmount, rangeValues)}
          />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          {intl.formatMessage(qrCodesMessages.fieldChoices)}
        </legend>
        <p className={styles.hint}>{intl.formatMessage(qrCodesMessages.fieldChoicesHint)}</p>
        {serverField === 'amounts' ? (
          <p className={styles.error} role="alert">
            {errorOf('amounts', undefined)}
          </p>
        ) : null}
        <ol className={styles.choices}>
          {amounts.choices.map((choice, index) => (
            <li key={choice.id} className={styles.choice}>
              <AmountField
                control={form.control}
                name={`amounts.${index}.value`}
                label={intl.formatMessage(qrCodesValueMessages.choice, { number: index + 1 })}
                error={errorOf(`amounts.${index}`, errors.amounts?.[index]?.value, limitsValues)}
              />
              {amounts.removeChoice ? (
                <IconButton
                  icon={<CloseIcon />}
                  label={intl.formatMessage(qrCodesValueMessages.removeChoice, {
                    number: index + 1,
                  })}
                  onClick={() => amounts.removeChoice?.(index)}
                />
              ) : null}
            </li>
          ))}
        </ol>
        {amounts.addChoice ? (
          <Button variant="secondary" size="sm" onClick={amounts.addChoice}>
            {intl.formatMessage(qrCodesMessages.addChoice)}
          </Button>
        ) : null}
      </fieldset>

      <AmountField
        control={form.control}
        name="defaultAmount"
        label={intl.formatMessage(qrCodesMessages.fieldDefault)}
        hint={intl.formatMessage(qrCodesMessages.fieldDefaultHint)}
        error={errorOf('defaultAmounts', errors.defaultAmount, limitsValues)}
      />

      <div className={styles.actions}>
        <Button type="submit" loading={save.pending}>
          {intl.formatMessage(code ? qrCodesMessages.save : qrCodesMessages.create)}
        </Button>
        <Link to={code ? qrCodePath(code.uuid) : QR_CODES_PATH}>
          {intl.formatMessage(qrCodesMessages.cancel)}
        </Link>
      </div>
    </form>
  );
}
