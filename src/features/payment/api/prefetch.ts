import type { QueryClient } from '@tanstack/react-query';
import { isUuid } from '../model/page-error';
import { personPhotoUrl } from '../model/photo-url';
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
  void queryClient
    .fetchQuery(paymentFormQueryOptions(qrCodeUuid))
    .then((form) => preloadImage(personPhotoUrl(form.photo)))
    // A failed form is the page's to show (its error state); there is then no photo to fetch.
    .catch(() => undefined);
  void queryClient.prefetchQuery(customizationQueryOptions({ qrCodeUuid }));
}

export function prefetchTeamPage(queryClient: QueryClient, teamUuid: string | undefined): void {
  if (!isUuid(teamUuid)) return;
  void queryClient.prefetchInfiniteQuery(teamFormQueryOptions(teamUuid));
  void queryClient.prefetchQuery(customizationQueryOptions({ teamUuid }));
}

/**
 * The recipient's photo is the user page's largest paint: its download starts as soon as the
 * form names it, not after the page has rendered; the page's <img> then takes it from the
 * browser's image cache.
 */
function preloadImage(url: string | undefined): void {
  if (!url) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
