import type { QueryClient } from '@tanstack/react-query';
import { isUuid } from '../model/page-error';
import { customizationQueryOptions } from './customization';
import { paymentFormQueryOptions } from './payment-form';
import { teamFormQueryOptions } from './team-form';

/**
 * The routes' loaders call these so a page's data is asked for while its code is still
 * downloading; they return at once (nothing is awaited), and the pages read the same cache
 * entries. Ids that are not a uuid are left to the page (its not-found state).
 */
export function prefetchUserPage(queryClient: QueryClient, qrCodeUuid: string | undefined): void {
  if (!isUuid(qrCodeUuid)) return;
  void queryClient.prefetchQuery(paymentFormQueryOptions(qrCodeUuid));
  void queryClient.prefetchQuery(customizationQueryOptions({ qrCodeUuid }));
}

export function prefetchTeamPage(queryClient: QueryClient, teamUuid: string | undefined): void {
  if (!isUuid(teamUuid)) return;
  void queryClient.prefetchInfiniteQuery(teamFormQueryOptions(teamUuid));
  void queryClient.prefetchQuery(customizationQueryOptions({ teamUuid }));
}
