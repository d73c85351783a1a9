import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** Spec section 9: 100 minor units (kopecks, tiyn) per major unit. */
export const MINOR_UNITS_PER_MAJOR = 100;

/**
 * Spec section 5: the entered value without spaces, times 100. Rounded so 0.1 + 0.2 style
 * float noise never sends 30.000000000000004 minor units.
 */
export function toMinorUnits(value: number | string): number {
  const major =
    typeof value === 'number' ? value : Number(value.replace(/\s/g, '').replace(',', '.'));
  return Math.round(major * MINOR_UNITS_PER_MAJOR);
}

/** Minor units as the API sends them (150050) to major units as people read them (1500.5). */
export function toMajorUnits(minor: number): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}

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
