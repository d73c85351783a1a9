import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAppSettings } from '@/api/app-settings';
import { moneyFormatter, toMajorUnits } from '@/lib/money';

/**
 * Minor units as the reader reads money ("₸1,200.50"), in `currency` (an organisation's or an
 * order's; the settings' currency where it names none) unless a call names its own.
 */
export function useFormatMinor(
  currency: string | undefined,
): (minor: number, currencyOfThis?: string) => string {
  const intl = useIntl();
  // Read unconditionally: a hook may not hide behind `??`.
  const settingsCurrency = useAppSettings().data?.currencyCode;
  const fallback = currency ?? settingsCurrency;
  return useCallback(
    (minor: number, currencyOfThis: string | undefined = fallback) =>
      moneyFormatter(intl, currencyOfThis)(toMajorUnits(minor)),
    [intl, fallback],
  );
}
