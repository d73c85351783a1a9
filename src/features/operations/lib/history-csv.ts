import type { IntlShape } from 'react-intl';
import type { Operation } from '@/api/generated/model';
import { toCsv } from '@/lib/csv';
import { toMajorUnits } from '@/lib/money';
import { operationsMessages } from '../messages';
import { emojiOf, jobPositionText, memberText, qrCodeText } from './operation-text';
import { roundedPercent } from './percent';

/*
 * The exported history: one line per operation, newest first, with headers in the reader's
 * language. Amounts in major units with a dot (a hidden amount is an empty cell), dates ISO
 * 8601 with the reader's UTC offset (the day and time the screen shows, unambiguous anywhere).
 */

const isoFormatters = new Map<string | undefined, Intl.DateTimeFormat>();

/** `2026-11-21T17:30:00+05:00`: the moment in `timeZone` (the reader's by default). */
export function isoInTimeZone(moment: string, timeZone?: string): string {
  let formatter = isoFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    isoFormatters.set(timeZone, formatter);
  }
  const time = Date.parse(moment);
  const parts = formatter.formatToParts(time);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '00';
  const wall = `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
  const offsetMinutes = Math.round((Date.parse(`${wall}Z`) - (time - (time % 1000))) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}

export function historyCsv(
  intl: IntlShape,
  operations: readonly Operation[],
  { currency, timeZone }: { currency: string | undefined; timeZone?: string },
): string {
  const header = [
    operationsMessages.fieldDate,
    operationsMessages.fieldAmount,
    operationsMessages.fieldCurrency,
    operationsMessages.fieldPercent,
    operationsMessages.fieldRating,
    operationsMessages.fieldEmoji,
    operationsMessages.fieldMessage,
    operationsMessages.fieldQrCode,
    operationsMessages.fieldTeam,
    operationsMessages.fieldMember,
    operationsMessages.fieldTable,
    operationsMessages.fieldJobPosition,
    operationsMessages.fieldId,
  ].map((descriptor) => intl.formatMessage(descriptor));
  const rows = operations.map((operation) => [
    isoInTimeZone(operation.date, timeZone),
    operation.amountExists ? toMajorUnits(operation.amount) : null,
    operation.amountExists ? currency : null,
    operation.percentAmount === undefined ? null : roundedPercent(operation.percentAmount),
    operation.rating,
    emojiOf(intl, operation).shown || null,
    operation.message,
    qrCodeText(intl, operation),
    operation.teamTitle,
    memberText(intl, operation),
    operation.table,
    jobPositionText(intl, operation),
    operation.uuid,
  ]);
  return toCsv(header, rows);
}
