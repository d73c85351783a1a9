import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { personPhotoUrl } from '@/api/photos';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Combobox } from '@/components/ui/combobox/combobox';
import { displayPhone } from '@/lib/display-phone';
import { useAddressMember, useMemberChoices } from '../api/members';
import { operationsMessages, operationValueMessages } from '../messages';

/** What the open list says while its members are not (all) there. */
const SEARCH_STATES = {
  failed: operationsMessages.memberFailed,
  searching: operationsMessages.memberSearching,
  more: operationsMessages.memberMore,
};

/**
 * A team's history narrowed to one member: a combobox that finds them by part of their name or
 * phone (team/member/list's search, its first page). Emptying the field means every member.
 * `member` is the chosen one (their qrCodeUuid), applied with the other filters.
 */
export function MemberFilter({
  team,
  member,
  onChange,
}: {
  team: string;
  member: string | null;
  onChange: (member: string | null) => void;
}) {
  const intl = useIntl();
  // What is typed to search, and the name of the member chosen here.
  const [typed, setTyped] = useState('');
  const [chosenName, setChosenName] = useState<string | null>(null);
  // The member the address names is named once team/member/get answers.
  const named = useAddressMember(team, member !== null && chosenName === null ? member : null);
  const { search, found, state } = useMemberChoices(team, typed);
  const status: ReactNode =
    state === 'noMatch'
      ? intl.formatMessage(operationValueMessages.memberNoMatch, { query: search })
      : state
        ? intl.formatMessage(SEARCH_STATES[state])
        : null;

  return (
    <Combobox
      name="member"
      label={intl.formatMessage(operationsMessages.member)}
      listLabel={intl.formatMessage(operationsMessages.memberList)}
      placeholder={intl.formatMessage(operationsMessages.memberAll)}
      inputValue={member ? (chosenName ?? named.data?.fullName ?? '') : typed}
      onInputChange={(text) => {
        setTyped(text);
        if (member) {
          setChosenName(null);
          onChange(null);
        }
      }}
      options={(member ? [] : found).map((each) => ({
        value: each.qrCodeUuid,
        label: each.fullName,
        description: each.phone ? displayPhone(each.phone) : undefined,
        start: <Avatar name={each.fullName} src={personPhotoUrl(each.photoUuid)} size="sm" />,
      }))}
      onSelect={(option) => {
        setChosenName(option.label);
        onChange(option.value);
      }}
      status={member ? null : status}
    />
  );
}
