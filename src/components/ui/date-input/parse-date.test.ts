import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDate, type DateError } from './parse-date';

const ERRORS: DateError[] = [
  'INCOMPLETE',
  'DAY_RANGE',
  'MONTH_RANGE',
  'YEAR_RANGE',
  'NO_SUCH_DATE',
];

describe('parseDate', () => {
  it.each<[string, ReturnType<typeof parseDate>]>([
    ['05.03.1990', { ok: true, iso: '1990-03-05' }],
    ['29.02.2024', { ok: true, iso: '2024-02-29' }],
    ['31.12.9999', { ok: true, iso: '9999-12-31' }],
    ['01.01.1900', { ok: true, iso: '1900-01-01' }],
    ['32.01.2000', { ok: false, error: 'DAY_RANGE' }],
    ['00.01.2000', { ok: false, error: 'DAY_RANGE' }],
    ['10.13.2000', { ok: false, error: 'MONTH_RANGE' }],
    ['10.12.1899', { ok: false, error: 'YEAR_RANGE' }],
    ['32.13.1899', { ok: false, error: 'DAY_RANGE' }],
    ['29.02.2023', { ok: false, error: 'NO_SUCH_DATE' }],
    ['31.04.2023', { ok: false, error: 'NO_SUCH_DATE' }],
    ['1.1.2000', { ok: false, error: 'INCOMPLETE' }],
    ['', { ok: false, error: 'INCOMPLETE' }],
  ])('%j', (text, result) => {
    expect(parseDate(text)).toEqual(result);
  });

  it('never throws: any text gives an ISO date or a named error', () => {
    const dateLike = fc
      .tuple(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 9999 }),
      )
      .map(
        ([d, m, y]) =>
          `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${String(y).padStart(4, '0')}`,
      );
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), dateLike), (text) => {
        // A plain predicate, not expect(): a thousand runs stay well under a second.
        const result = parseDate(text);
        return result.ok ? /^\d{4}-\d{2}-\d{2}$/.test(result.iso) : ERRORS.includes(result.error);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts exactly the calendar dates 1900..9999, and reads them back', () => {
    const min = Date.UTC(1900, 0, 1);
    const max = Date.UTC(9999, 11, 31);
    fc.assert(
      fc.property(fc.integer({ min, max }), (time) => {
        const iso = new Date(time).toISOString().slice(0, 10);
        const [y, m, d] = iso.split('-');
        expect(parseDate(`${d}.${m}.${y}`)).toEqual({ ok: true, iso });
      }),
    );
  });
});
