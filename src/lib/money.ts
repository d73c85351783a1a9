import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** Spec section 9: 100 minor units (kopecks, tiyn) per major unit. */
export const MINOR_UNITS_PER_MAJOR = 100;

/**
 * Spec section 5: the entered value without spaces, times 100, rounded half up on its decimal
 * digits: 5.555 is 556 and 1.005 is 101 (the float product 555.4999… or 100.4999… would round
 * down), and 0.1 + 0.2 sends 30, not 30.000000000000004.
 */
export function toMinorUnits(value: number | string): number {
  const decimal =
    typeof value === 'number' ? String(value) : value.replace(/\s/g, '').replace(',', '.');
  const [digits = '', exponent = '0'] = decimal.split('e');
  return Math.round(Number(`${digits}e${Number(exponent) + 2}`));
}

/** Minor units as the API sends them (150050) to major units as people read them (1500.5). */
export function toMajorUnits(minor: number): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}

/**
 * An amount rounded once to whole minor units, on its way into a form: what the field shows,
 * the buttons say and the request sends are then the same figure.
 */
export const roundToMinorUnits = (major: number): number => toMajorUnits(toMinorUnits(major));

/**
 * Formats major units in the language of `intl`, with the currency's narrow sign (₽, ₸) and
 * kopecks only when there are any. Without a currency (the settings failed) just the number.
 */
export const moneyFormatter =
  (intl: Pick<IntlShape, 'formatNumber'>, currency: string | undefined) =>
  (major: number): string =>
    intl.formatNumber(major, {
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
      minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
      maximumFractionDigits: 2,
    });

/** moneyFormatter for the current language and one currency. */
export function useFormatMoney(currency: string | undefined): (major: number) => string {
  const intl = useIntl();
  return useMemo(() => moneyFormatter(intl, currency), [intl, currency]);
}
