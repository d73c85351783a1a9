import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMyTeams } from '@/api/my-teams';
import { Button } from '@/components/ui/button/button';
import { DateInput } from '@/components/ui/date-input/date-input';
import { Select } from '@/components/ui/select/select';
import { useQrCodeChoices } from '../api/history';
import { operationsMessages } from '../messages';
import { isNarrowed, NO_FILTER, type HistoryFilter } from '../lib/history-filter';
import { MemberFilter } from './member-filter';
import styles from './operations-page.module.css';

const MINE = 'mine';
const ALL_CODES = 'all';

/** yyyy-mm-dd as the date field shows it: dd.mm.yyyy. */
const maskedDay = (day: string | null) => (day ? day.split('-').reverse().join('.') : undefined);

/** A date field's state: the day it holds, and whether its text is not a date (yet). */
interface DayField {
  day: string | null;
  invalid: boolean;
}

/** Whose history: the person's own, or one of their teams' (team/list). */
export function WhoseHistory({
  team,
  onChange,
}: {
  team: string | null;
  onChange: (team: string | null) => void;
}) {
  const intl = useIntl();
  const teams = useMyTeams().data?.list ?? [];
  if (teams.length === 0 && !team) return null;
  return (
    <div className={styles.whose}>
      <Select
        label={intl.formatMessage(operationsMessages.whose)}
        value={team ?? MINE}
        onChange={(event) => onChange(event.target.value === MINE ? null : event.target.value)}
        options={[
          { value: MINE, label: intl.formatMessage(operationsMessages.mine) },
          ...teams.map((each) => ({ value: each.uuid, label: each.title })),
          // A team of a shared link the person is not in: named as such, not as their own.
          ...(team && !teams.some((each) => each.uuid === team)
            ? [{ value: team, label: intl.formatMessage(operationsMessages.otherTeam) }]
            : []),
        ]}
      />
    </div>
  );
}

/**
 * The period (from, to: the reader's days), the QR code and, in a team's history, a member,
 * applied together with "Show" and kept in the address. What was typed stays when it is refused: a date that is not one is
 * the date field's own error, a period whose start is after its end is said under "To". The
 * page keys it by the address's filter, so the fields start again from a new one (reset,
 * back, another team).
 */
export function HistoryFilters({
  filter,
  onApply,
}: {
  filter: HistoryFilter;
  onApply: (filter: HistoryFilter) => void;
}) {
  const intl = useIntl();
  const codes = useQrCodeChoices(filter.team).data?.list ?? [];
  const [from, setFrom] = useState<DayField>({ day: filter.from, invalid: false });
  const [to, setTo] = useState<DayField>({ day: filter.to, invalid: false });
  const [qr, setQr] = useState(filter.qr);
  const [member, setMember] = useState(filter.member);
  const [reversed, setReversed] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (from.invalid || to.invalid) return;
    if (from.day && to.day && from.day > to.day) {
      setReversed(true);
      return;
    }
    setReversed(false);
    onApply({ ...filter, from: from.day, to: to.day, qr, member });
  }

  const qrOptions = [
    { value: ALL_CODES, label: intl.formatMessage(operationsMessages.allQrCodes) },
    ...codes.map((code) => ({ value: code.uuid, label: code.title })),
    ...(qr && !codes.some((code) => code.uuid === qr)
      ? [{ value: qr, label: intl.formatMessage(operationsMessages.chosenQrCode) }]
      : []),
  ];
  const dayField = (set: (field: DayField) => void) => ({
    onChange: (day: string | null) => set({ day, invalid: false }),
    onValidate: (result: { ok: boolean }) => {
      if (!result.ok) set({ day: null, invalid: true });
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{intl.formatMessage(operationsMessages.filters)}</legend>
        <div className={styles.fields}>
          <DateInput
            label={intl.formatMessage(operationsMessages.from)}
            defaultValue={maskedDay(filter.from)}
            name="from"
            {...dayField(setFrom)}
          />
          <DateInput
            label={intl.formatMessage(operationsMessages.to)}
            defaultValue={maskedDay(filter.to)}
            name="to"
            error={reversed ? intl.formatMessage(operationsMessages.periodReversed) : undefined}
            {...dayField(setTo)}
          />
          <Select
            label={intl.formatMessage(operationsMessages.qrCode)}
            value={qr ?? ALL_CODES}
            onChange={(event) =>
              setQr(event.target.value === ALL_CODES ? null : event.target.value)
            }
            options={qrOptions}
          />
          {filter.team ? (
            <MemberFilter team={filter.team} member={member} onChange={setMember} />
          ) : null}
          <div className={styles.buttons}>
            <Button type="submit">{intl.formatMessage(operationsMessages.apply)}</Button>
            {isNarrowed(filter) ? (
              <Button variant="ghost" onClick={() => onApply({ ...NO_FILTER, team: filter.team })}>
                {intl.formatMessage(operationsMessages.reset)}
              </Button>
            ) : null}
          </div>
        </div>
      </fieldset>
    </form>
  );
}
