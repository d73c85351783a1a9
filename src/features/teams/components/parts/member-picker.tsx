import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { personPhotoUrl } from '@/api/photos';
import type { TeamMember } from '@/api/generated/model/teamMember';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Combobox } from '@/components/ui/combobox/combobox';
import { displayPhone } from '@/lib/display-phone';
import { useMemberSearch } from '@/api/team-members';
import { teamsMessages, teamsValueMessages } from '../../messages';
import styles from '../teams.module.css';

/** A member the calls can name: team/admin/add and team/owner/transfer take a phone. */
export type PickedMember = TeamMember & { phone: string };

const hasPhone = (member: TeamMember): member is PickedMember => Boolean(member.phone);

/** What the open list says while its members are not (all) there. */
const PICKER_STATES = {
  failed: teamsMessages.pickerFailed,
  searching: teamsMessages.pickerSearching,
  more: teamsMessages.pickerMore,
};

const pickSchema = z.object({
  member: z
    .custom<PickedMember | null>()
    .refine((member) => member !== null, teamsMessages.pickerRequired.id),
});

/**
 * A form that names one member of the team (react-hook-form with zod, as the team form): the
 * picker's field, and the member chosen once the form is sent (the question before the write).
 */
export function useMemberPickForm() {
  const form = useForm<{ member: PickedMember | null }>({
    resolver: zodResolver(pickSchema),
    defaultValues: { member: null },
  });
  const [asked, setAsked] = useState<PickedMember | null>(null);
  // What is typed to search: the field shows it until a member is chosen.
  const [typed, setTyped] = useState('');
  return {
    control: form.control,
    typed,
    setTyped,
    asked,
    onSubmit: form.handleSubmit(({ member }) => setAsked(member)),
    close: () => setAsked(null),
    /** After the write: the question closes and the field empties. */
    done: () => {
      setAsked(null);
      setTyped('');
      form.reset();
    },
  };
}

export type MemberPickForm = ReturnType<typeof useMemberPickForm>;

interface MemberPickerProps {
  teamUuid: string;
  form: MemberPickForm;
  label: string;
  /** Who may be chosen (not the owner for a hand-over, not a manager to become one). */
  offered: (member: TeamMember) => boolean;
  /** A server error about the member chosen, shown under the field. */
  error?: ReactNode;
}

/**
 * A member of the team, found by part of their name or phone (team/member/list's search, its
 * first page): a combobox whose options show the photo, name and phone.
 */
export function MemberPicker({ teamUuid, form, label, offered, error }: MemberPickerProps) {
  const intl = useIntl();
  const {
    field: { ref, name, value: chosen, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name: 'member' });
  const { typed, setTyped } = form;
  const { search, found, state } = useMemberSearch(
    teamUuid,
    typed,
    (member): member is PickedMember => hasPhone(member) && offered(member),
  );
  const status: ReactNode =
    state === 'noMatch'
      ? intl.formatMessage(teamsValueMessages.pickerNoMatch, { query: search })
      : state
        ? intl.formatMessage(PICKER_STATES[state])
        : null;

  const validation = fieldState.error?.message;
  return (
    <Combobox
      ref={ref}
      name={name}
      onBlur={onBlur}
      label={label}
      listLabel={intl.formatMessage(teamsMessages.pickerList)}
      hint={intl.formatMessage(teamsMessages.pickerHint)}
      error={validation ? intl.formatMessage({ id: validation }) : error}
      required
      inputValue={chosen ? chosen.fullName : typed}
      onInputChange={(text) => {
        setTyped(text);
        if (chosen) onChange(null);
      }}
      options={(chosen ? [] : found).map((member) => ({
        value: member.qrCodeUuid,
        label: member.fullName,
        description: displayPhone(member.phone),
        start: <Avatar name={member.fullName} src={personPhotoUrl(member.photoUuid)} size="sm" />,
      }))}
      onSelect={(option) => {
        const member = found.find((one) => one.qrCodeUuid === option.value);
        if (member) onChange(member);
      }}
      status={chosen ? null : status}
    />
  );
}

/** The member a question is about: photo, name and phone. */
export function ChosenMember({ member }: { member: PickedMember }) {
  return (
    <div className={styles.row}>
      <Avatar name={member.fullName} src={personPhotoUrl(member.photoUuid)} size="md" />
      <span className={styles.rowText}>
        <span className={styles.name}>{member.fullName}</span>
        <span className={styles.meta}>{displayPhone(member.phone)}</span>
      </span>
    </div>
  );
}
