import { useAppSettings } from '@/api/app-settings';
import { useFormatMoney } from '@/lib/money';

/** Limits and choices are major units, shown in the app's currency (application settings). */
export function useFormatAmount(): (major: number) => string {
  return useFormatMoney(useAppSettings().data?.currencyCode);
}
