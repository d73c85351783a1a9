import { FormattedNumber } from 'react-intl';

/** Minor units (kopecks, tiyn) per major unit (spec section 9). */
export const MINOR_PER_MAJOR = 100;

export interface MoneyProps {
  /** Amount in minor units, as the API sends it: 150050 is 1 500,50. */
  amountMinor: number;
  /** ISO 4217 currency from the settings, e.g. RUB or KZT. */
  currency: string;
}

/**
 * An amount formatted for the current language with its currency sign: minor units divided by
 * 100, kopecks shown only when there are any.
 */
export function Money({ amountMinor, currency }: MoneyProps) {
  const hasFraction = amountMinor % MINOR_PER_MAJOR !== 0;
  return (
    <FormattedNumber
      value={amountMinor / MINOR_PER_MAJOR}
      style="currency"
      currency={currency}
      currencyDisplay="narrowSymbol"
      minimumFractionDigits={hasFraction ? 2 : 0}
      maximumFractionDigits={2}
    />
  );
}
