import { useFormatMinorUnits } from './use-format-minor-units';

export interface MoneyProps {
  /** Amount in minor units, as the API sends it: 150050 is 1 500,50. */
  amountMinor: number;
  /** ISO 4217 currency from the settings, e.g. RUB or KZT. */
  currency: string;
}

/**
 * An amount formatted for the current language with its currency sign (moneyFormatter):
 * minor units divided by 100, kopecks shown only when there are any.
 */
export function Money({ amountMinor, currency }: MoneyProps) {
  const format = useFormatMinorUnits(currency);
  return <>{format(amountMinor)}</>;
}
