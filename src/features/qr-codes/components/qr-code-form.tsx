import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Controller, useWatch, type Control, type FieldPathByValue } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useAppSettings } from '@/api/app-settings';
import type { LimitsResponse } from '@/api/generated/model/limitsResponse';
import type { QrCode } from '@/api/generated/model/qrCode';
import type { QrPurpose } from '@/api/generated/model/qrPurpose';
import { useMyTeams } from '@/api/my-teams';
import { AmountInput } from '@/components/ui/amount-input/amount-input';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { IconButton } from '@/components/ui/icon-button/icon-button';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { Link } from '@/components/ui/link/link';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Select } from '@/components/ui/select/select';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { TextInput } from '@/components/ui/text-input/text-input';
import { useLimits, useQrCode, useQrPurposes } from '../api/qr-codes';
import {
  CHOICES_MAX,
  initialValues,
  middleChoice,
  TITLE_MAX,
  valuesOfCode,
  type QrCodeFormValues,
} from '../lib/qr-code-form';
import { useFormatAmount } from '../lib/use-format-amount';
import { qrCodesMessages, qrCodesValueMessages } from '../messages';
import { usePurposeName } from './purpose-name';
import styles from './qr-code-form.module.css';
import { useQrCodeForm } from './use-qr-code-form';

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

/** The teams the person runs (owner or admin): the only ones they may make codes for. */
function useManagedTeams() {
  const teams = useMyTeams();
  return useMemo(
    () => (teams.data?.list ?? []).filter((team) => team.role === 'OWNER' || team.role === 'ADMIN'),
    [teams.data],
  );
}

/** /cabinet/qr-codes/new: a new code, personal or (`?team=`) for a team the person runs. */
export function NewQrCode() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const [teamUuid, setTeamUuid] = useState(search.get('team') ?? '');
  const limits = useLimits(teamUuid || undefined, { placeholderData: keepPreviousData });
  return (
    <>
      <PageHeader title={intl.formatMessage(qrCodesMessages.formNewTitle)} />
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
    </>
  );
}

/** /cabinet/qr-codes/:uuid/edit: a code's title, purpose and amounts. */
export function EditQrCode() {
  const intl = useIntl();
  const { uuid = '' } = useParams();
  const code = useQrCode(uuid);
  const limits = useLimits(code.data?.team?.uuid, { enabled: code.data !== undefined });
  if (code.data?.kind === 'TEAM') return <Navigate to={`/cabinet/qr-codes/${uuid}`} replace />;
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
      <AsyncContent query={both} loading={<FormSkeleton />}>
        {({ code: data, start }) => (
          <QrCodeForm start={start} initial={valuesOfCode(data)} code={data} />
        )}
      </AsyncContent>
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
  const { form, choices, send, saving, shownError, serverField, errorOf } = useQrCodeForm(formRef, {
    start,
    initial,
    code,
  });
  const { errors } = form.formState;

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
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      noValidate
    >
      {shownError && !serverField ? <FormAlert error={shownError} /> : null}
      <TextInput
        {...form.register('title')}
        label={intl.formatMessage(qrCodesMessages.fieldTitle)}
        hint={intl.formatMessage(qrCodesMessages.fieldTitleHint)}
        maxLength={TITLE_MAX + 20}
        required
        error={errorOf('title', errors.title, { max: TITLE_MAX })}
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
      <AmountFields
        form={form}
        choices={choices}
        range={start.range}
        serverField={serverField}
        errorOf={errorOf}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {intl.formatMessage(code ? qrCodesMessages.save : qrCodesMessages.create)}
        </Button>
        <Link to={code ? `/cabinet/qr-codes/${code.uuid}` : '/cabinet/qr-codes'}>
          {intl.formatMessage(qrCodesMessages.cancel)}
        </Link>
      </div>
    </form>
  );
}

type QrCodeFormState = ReturnType<typeof useQrCodeForm>;

interface AmountFieldsProps extends Pick<
  QrCodeFormState,
  'form' | 'choices' | 'serverField' | 'errorOf'
> {
  range: LimitsResponse['range'];
}

/** The limits, the tip choices and the one preselected, checked against `range`. */
function AmountFields({ form, choices, range, serverField, errorOf }: AmountFieldsProps) {
  const intl = useIntl();
  const formatAmount = useFormatAmount();
  const { errors } = form.formState;
  const [minAmount, maxAmount] = useWatch({
    control: form.control,
    name: ['minAmount', 'maxAmount'],
  });
  const limitsValues = {
    min: formatAmount(minAmount ?? range.minAmount),
    max: formatAmount(maxAmount ?? range.maxAmount),
  };
  const rangeValues = { min: formatAmount(range.minAmount), max: formatAmount(range.maxAmount) };
  return (
    <>
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
          {choices.fields.map((choice, index) => (
            <li key={choice.id} className={styles.choice}>
              <AmountField
                control={form.control}
                name={`amounts.${index}.value`}
                label={intl.formatMessage(qrCodesValueMessages.choice, { number: index + 1 })}
                error={errorOf(`amounts.${index}`, errors.amounts?.[index]?.value, limitsValues)}
              />
              {choices.fields.length > 1 ? (
                <IconButton
                  icon={<CloseIcon />}
                  label={intl.formatMessage(qrCodesValueMessages.removeChoice, {
                    number: index + 1,
                  })}
                  onClick={() => choices.remove(index)}
                />
              ) : null}
            </li>
          ))}
        </ol>
        {choices.fields.length < CHOICES_MAX ? (
          <Button variant="secondary" size="sm" onClick={() => choices.append({ value: null })}>
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
    </>
  );
}
