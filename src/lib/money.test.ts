import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  MINOR_UNITS_PER_MAJOR,
  moneyFormatter,
  roundToMinorUnits,
  toMajorUnits,
  toMinorUnits,
} from './money';

/** Intl separates thousands with a narrow no-break space in ru and kk: compare with plain spaces. */
const format = (locale: string, major: number, currency?: string) =>
  moneyFormatter(createIntl({ locale }), currency)(major).replace(/\s/g, ' ');

describe('minor units', () => {
  it('are 100 per major unit (spec section 9)', () => {
    expect(MINOR_UNITS_PER_MAJOR).toBe(100);
    expect(toMajorUnits(150050)).toBe(1500.5);
  });

  it('are sent as the value without spaces times 100 (spec section 5)', () => {
    expect(toMinorUnits(5)).toBe(500);
    expect(toMinorUnits('1 000')).toBe(100000);
    expect(toMinorUnits('2,5')).toBe(250);
  });

  it('never carry float noise', () => {
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(19.99)).toBe(1999);
  });

  it('rounds half up on the decimal digits, as the amount is shown', () => {
    // As floats 5.555 * 100 and 1.005 * 100 are 555.4999… and 100.4999….
    expect(toMinorUnits(5.555)).toBe(556);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(5.554)).toBe(555);
    expect(toMinorUnits(1e-7)).toBe(0);
    expect(roundToMinorUnits(5.555)).toBe(5.56);
  });
});

describe('moneyFormatter', () => {
  it('shows kopecks only when there are any', () => {
    expect(format('ru', 1500.5, 'RUB')).toBe('1 500,50 ₽');
    expect(format('ru', 1500, 'RUB')).toBe('1 500 ₽');
  });

  it('uses the currency narrow sign and the language’s number format', () => {
    expect(format('en', 5000, 'KZT')).toBe('₸5,000');
    expect(format('kk', toMajorUnits(99), 'KZT')).toBe('0,99 ₸');
  });

  it('shows just the number without a currency', () => {
    expect(format('en', 12.5, undefined)).toBe('12.50');
  });
});
