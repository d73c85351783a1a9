import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import {
  type FieldErrors,
  type UseFormRegisterReturn,
  useController,
  useForm,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { AddTeamRequest } from '@/api/generated/model/addTeamRequest';
import type { TeamTypeCode } from '@/api/generated/model/teamTypeCode';
import type { UpdateTeamRequest } from '@/api/generated/model/updateTeamRequest';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { Select } from '@/components/ui/select/select';
import { TextInput } from '@/components/ui/text-input/text-input';
import { withoutBidiControls } from '@/lib/bidi';
import { useFieldErrors } from '@/lib/errors/use-field-errors';
import { innProblem } from '@/lib/inn';
import { useTeamTypes, visibleTypes } from '../../api/teams';
import { useTeamTypeName } from '../../lib/team-type-name';
import { teamsMessages, teamsValueMessages } from '../../messages';
import styles from '../teams.module.css';

/** The contract's limits of a team's fields (openapi/schemas/team.yaml). */
export const TITLE_MAX = 200;
export const ADDRESS_MAX = 500;

export interface TeamFormValues {
  title: string;
  /** A code of team/type/list ('' until one is chosen). */
  type: string;
  address: string;
  inn: string;
}

const FIELDS = ['title', 'type', 'address', 'inn'] as const;

/**
 * An INN the person typed is checked (src/lib/inn.ts); one the team already has is not checked
 * again, so older data never stands in the way of renaming a team.
 */
export function innRule(savedInn: string | undefined) {
  return z
    .string()
    .trim()
    .superRefine((inn, context) => {
      if (inn === '' || inn === savedInn) return;
      const problem = innProblem(inn);
      if (problem)
        context.addIssue({
          code: 'custom',
          message: (problem === 'length'
            ? teamsMessages.formInnLength
            : teamsMessages.formInnChecksum
          ).id,
        });
    });
}

/** A team's address: optional in its details, required to verify it. */
export const addressRule = () =>
  z.string().trim().max(ADDRESS_MAX, teamsValueMessages.formTooLong.id);

function teamSchema(savedInn: string | undefined) {
  return z.object({
    // Bidirectional controls go on the way in (src/lib/bidi.ts): a name needs none.
    title: z
      .string()
      .overwrite(withoutBidiControls)
      .trim()
      .min(1, teamsMessages.formTitleRequired.id)
      .max(TITLE_MAX, teamsValueMessages.formTooLong.id),
    type: z.string().min(1, teamsMessages.formTypeRequired.id),
    address: addressRule(),
    inn: innRule(savedInn),
  });
}

interface TeamFormProps {
  /** The team's saved values when editing; empty fields for a new team. */
  initial?: TeamFormValues;
  submitLabel: string;
  onSubmit: (values: TeamFormValues) => void;
  pending: boolean;
  /** The last write's failure: under its field when the server names one, else above the button. */
  error: unknown;
}

/** A team's name, type (hidden types are not offered), address and INN. */
export function TeamForm({ initial, submitLabel, onSubmit, pending, error }: TeamFormProps) {
  const intl = useIntl();
  const types = useTeamTypes();
  const typeName = useTeamTypeName();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<TeamFormValues>({
    resolver: zodResolver(teamSchema(initial?.inn)),
    defaultValues: initial ?? { title: '', type: '', address: '', inn: '' },
  });
  // Controlled: the saved type is selected once team/type/list's options arrive.
  const type = useController({ control: form.control, name: 'type' });
  const { errors, submitCount } = form.formState;
  const { errorOf, serverField } = useFieldErrors(error, undefined, FIELDS);
  useFocusFirstError(formRef, submitCount + (error ? 1 : 0));

  const offered = visibleTypes(types.data?.list ?? []);
  // A team of a type no longer offered keeps it as a choice.
  const current = types.data?.list.find((type) => type.code === initial?.type);
  if (current && !offered.includes(current)) offered.unshift(current);

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <TextInput
        {...form.register('title')}
        label={intl.formatMessage(teamsMessages.formTitle)}
        required
        maxLength={TITLE_MAX}
        autoComplete="organization"
        error={errorOf('title', errors.title, { max: TITLE_MAX })}
      />
      <Select
        name={type.field.name}
        value={type.field.value}
        onChange={type.field.onChange}
        onBlur={type.field.onBlur}
        label={intl.formatMessage(teamsMessages.formType)}
        required
        disabled={!types.data}
        options={offered.map((type) => ({ value: type.code, label: typeName(type.code) }))}
        error={
          errorOf('type', errors.type) ??
          (types.isError ? intl.formatMessage(teamsMessages.formTypesFailed) : undefined)
        }
      />
      {types.isError ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => void types.refetch()}>
            {intl.formatMessage(teamsMessages.formRetry)}
          </Button>
        </div>
      ) : null}
      <AddressInnFields
        address={form.register('address')}
        inn={form.register('inn')}
        errors={errors}
        errorOf={errorOf}
      />
      {error && !serverField && !pending ? <FormAlert error={error} /> : null}
      <div className={styles.formActions}>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The select offers only team/type/list's codes. */
const typeCode = (type: string) => type as TeamTypeCode;

/** A new team's request (team/add): empty optional fields left out. */
export function newTeamRequest(values: TeamFormValues): AddTeamRequest {
  return {
    title: values.title.trim(),
    type: typeCode(values.type),
    ...(values.address.trim() ? { address: values.address.trim() } : {}),
    ...(values.inn.trim() ? { inn: values.inn.trim() } : {}),
  };
}

/** What changed between the saved team and the form (team/update takes only changes). */
export function changedFields(saved: TeamFormValues, next: TeamFormValues) {
  const changes: Omit<UpdateTeamRequest, 'uuid'> = {};
  if (next.title.trim() !== saved.title) changes.title = next.title.trim();
  if (next.type && next.type !== saved.type) changes.type = typeCode(next.type);
  if (next.address.trim() !== saved.address) changes.address = next.address.trim();
  // An INN is never emptied (the contract's pattern needs its digits).
  if (next.inn.trim() !== saved.inn && next.inn.trim() !== '') changes.inn = next.inn.trim();
  return changes;
}

interface AddressInnFieldsProps {
  address: UseFormRegisterReturn<'address'>;
  inn: UseFormRegisterReturn<'inn'>;
  /** The form's validation errors and its words for them (useFieldErrors). */
  errors: FieldErrors<{ address: string; inn: string }>;
  errorOf: ReturnType<typeof useFieldErrors>['errorOf'];
  /** Verification needs both; a team's details may leave them empty. */
  required?: boolean;
}

/** A team's address and INN, BIN or IIN: in its details and in its verification. */
export function AddressInnFields({
  address,
  inn,
  errors,
  errorOf,
  required = false,
}: AddressInnFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <TextInput
        {...address}
        label={intl.formatMessage(teamsMessages.formAddress)}
        required={required}
        maxLength={ADDRESS_MAX}
        autoComplete="street-address"
        error={errorOf('address', errors.address, { max: ADDRESS_MAX })}
      />
      <TextInput
        {...inn}
        label={intl.formatMessage(teamsMessages.formInn)}
        hint={intl.formatMessage(teamsMessages.formInnHint)}
        required={required}
        inputMode="numeric"
        maxLength={12}
        autoComplete="off"
        error={errorOf('inn', errors.inn)}
      />
    </>
  );
}
