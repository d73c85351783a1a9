import { describe, expect, it } from 'vitest';
import { localDayOf, rangeSchema, typedDayOf, type RangeValues } from './range-form';

const TODAY = '2026-11-21';
const schema = rangeSchema(() => TODAY);

/** The form's values with these days (an empty field: undefined). */
const values = (from?: string, to?: string): RangeValues => ({
  from: typedDayOf(from),
  to: typedDayOf(to),
});

/** Each refused field with its message id, or the range a submit is given. */
function check(input: RangeValues) {
  const result = schema.safeParse(input);
  return result.success
    ? result.data
    : Object.fromEntries(
        result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
}

describe('the range form’s rules', () => {
  it('gives the range of two days, the first not after the last, up to today', () => {
    expect(check(values('2026-09-01', '2026-09-15'))).toEqual({
      from: '2026-09-01',
      to: '2026-09-15',
    });
    expect(check(values(TODAY, TODAY))).toEqual({ from: TODAY, to: TODAY });
  });

  it('names each empty field', () => {
    expect(check(values())).toEqual({
      from: 'statistics.range.fromMissing',
      to: 'statistics.range.toMissing',
    });
    expect(check(values('2026-09-01'))).toEqual({ to: 'statistics.range.toMissing' });
  });

  it('refuses a day after today, in either field', () => {
    expect(check(values('2026-11-22', '2026-11-22'))).toEqual({
      from: 'statistics.range.future',
      to: 'statistics.range.future',
    });
    expect(check(values('2026-11-01', '2026-11-22'))).toEqual({ to: 'statistics.range.future' });
  });

  it('says under "To" when the last day is before the first', () => {
    expect(check(values('2026-09-15', '2026-09-01'))).toEqual({
      to: 'statistics.range.reversed',
    });
  });

  it('keeps the date field’s own reason for text that is no date', () => {
    expect(
      check({ from: { day: null, refused: 'NO_SUCH_DATE' }, to: typedDayOf('2026-09-15') }),
    ).toEqual({ from: 'ui.dateInput.noSuchDate' });
  });

  it('reads today as the reader’s calendar day', () => {
    expect(localDayOf(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
    expect(localDayOf(new Date(2026, 11, 31, 0, 0).getTime())).toBe('2026-12-31');
  });
});
