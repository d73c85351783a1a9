import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Formats major units in the settings' currency; without one (settings failed) just the number. */
export function useFormatMoney(currency: string | undefined): (major: number) => string {
  const intl = useIntl();
  return useCallback(
    (major: number) =>
      intl.formatNumber(major, {
        ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
        minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
        maximumFractionDigits: 2,
      }),
    [intl, currency],
  );
}
