import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, normalizeDigits, parseAmount } from './parse-amount';
import { refusalOf } from './typing-refusal';

const wide = { min: 0, max: 1_000_000, scale: 2 };

describe('parseAmount', () => {
  it.each([
    ['1 234,5', 1234.5],
    ['1 234.5', 1234.5],
    ['1\u00a0234,50', 1234.5],
    ['7', 7],
    ['7,', 7],
    ['０５', 5],
    ['１２，５', 12.5],
    ['٣٤', 34],
    ['१ २३४', 1234],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text, wide)).toEqual({ ok: true, value });
  });

  it('treats an empty field as no amount', () => {
    expect(parseAmount('  ')).toEqual({ ok: true, value: null });
  });

  it('clamps to the default range 0..1000', () => {
    expect(parseAmount('2000')).toEqual({ ok: true, value: 1000 });
  });

  it('rejects more decimals than the scale and anything that is not a number', () => {
    expect(parseAmount('1.5')).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
    expect(parseAmount('1,2,3', wide)).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parseAmount('-5', wide)).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parseAmount('12a', wide)).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
  });

  it('never throws: any text gives a number within range, null, or a named error', () => {
    const rules = fc.record({
      min: fc.integer({ min: 0, max: 100 }),
      span: fc.integer({ min: 0, max: 100_000 }),
      scale: fc.integer({ min: 0, max: 4 }),
    });
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), rules, (text, { min, span, scale }) => {
        // A plain predicate, not expect(): a thousand runs stay well under a second.
        const result = parseAmount(text, { min, max: min + span, scale });
        if (!result.ok) return ['NOT_A_NUMBER', 'TOO_MANY_DECIMALS'].includes(result.error);
        return result.value === null || (result.value >= min && result.value <= min + span);
      }),
    );
  });

  it('reads back any amount formatted with spaces and a comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const text = (cents / 100)
          .toFixed(2)
          .replace('.', ',')
          .replace(/\B(?=(\d{3})+,)/g, ' ');
        expect(parseAmount(text, { min: 0, max: 1e9, scale: 2 })).toEqual({
          ok: true,
          value: cents / 100,
        });
      }),
    );
  });
});

describe('formatAmount', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [1000, '1 000'],
    [1234.5, '1 234.5'],
    [1234567.25, '1 234 567.25'],
  ])('%d is shown as "%s"', (value, shown) => {
    expect(formatAmount(value)).toBe(shown);
  });

  it('reads back as the same amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const value = Number(`${whole}.${String(cents).padStart(2, '0')}`);
          expect(parseAmount(formatAmount(value), wide)).toEqual({
            ok: true,
            value: Math.min(value, wide.max),
          });
        },
      ),
    );
  });
});

describe('normalizeDigits', () => {
  it('turns every script’s decimal digits into ASCII and leaves the rest', () => {
    expect(normalizeDigits('０１２３４５６７８９')).toBe('0123456789');
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('๑๒๓')).toBe('123');
    // Five consecutive sets of mathematical digits: each still counts from its own zero.
    expect(normalizeDigits('\u{1D7CE}\u{1D7D9}\u{1D7E3}\u{1D7FF}')).toBe('0119');
    expect(normalizeDigits('12 a,5')).toBe('12 a,5');
  });
});

describe('refusalOf', () => {
  it.each([
    ['12', 2, null],
    ['1 234,5', 2, null],
    ['０５', 0, null],
    ['-5', 2, { kind: 'character', character: '-' }],
    ['1e', 2, { kind: 'character', character: 'e' }],
    ['1.2.', 2, { kind: 'character', character: '.' }],
    [',5', 2, { kind: 'character', character: ',' }],
    ['5.', 0, { kind: 'decimals' }],
    ['1.234', 2, { kind: 'decimals' }],
    ['1234567890123456', 0, { kind: 'digits' }],
    ['000123456789012345.6', 2, { kind: 'digits' }],
  ])('%j with scale %i: %j', (text, scale, refusal) => {
    expect(refusalOf(text, scale)).toEqual(refusal);
  });
});
