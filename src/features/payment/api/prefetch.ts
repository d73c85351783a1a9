import type { QueryClient } from '@tanstack/react-query';
import { matchPublicPage, type PublicPage } from '../lib/public-page';
import { personPhotoUrl } from '@/api/photos';
import { customizationQueryOptions } from './customization';
import { paymentFormQueryOptions } from './payment-form';

/**
 * Starts a public payment page's data for a path below the base path, before the page
 * renders; the page reads the same cache entries. Paths that are not a payment page with a
 * uuid are left alone (the page shows not-found). Returns which page the path is, if any, and
 * a promise that settles (never rejects) once the page's first data has answered (and the
 * user page's photo is ready to paint).
 */
export function prefetchPublicPage(
  queryClient: QueryClient,
  path: string,
): { page: PublicPage | null; settled: Promise<unknown> } {
  const page = matchPublicPage(path);
  if (page?.page === 'user') {
    const formAndPhoto = queryClient
      .fetchQuery(paymentFormQueryOptions(page.qrCodeUuid))
      .then((answer) => preloadImage(personPhotoUrl(answer.photo)))
      // A failed form is the page's to show (its error state); there is then no photo to fetch.
      .catch(() => undefined);
    const customization = queryClient.prefetchQuery(
      customizationQueryOptions({ qrCodeUuid: page.qrCodeUuid }),
    );
    return { page, settled: Promise.all([formAndPhoto, customization]) };
  }
  if (page?.page === 'team') {
    // The team's paged call comes with the team page's code, not in the entry: its request is
    // normally out already (the inline early start's), else it leaves alongside the page's chunk.
    const settled = Promise.all([
      import('./team-form').then(({ teamFormQueryOptions }) =>
        queryClient.prefetchInfiniteQuery(teamFormQueryOptions(page.teamUuid)),
      ),
      queryClient.prefetchQuery(customizationQueryOptions({ teamUuid: page.teamUuid })),
    ]);
    return { page, settled };
  }
  return { page, settled: Promise.resolve() };
}

/**
 * The recipient's photo is the user page's main image: its download starts as soon as the
 * form names it, not after the page has rendered, and it is decoded ahead, so the page's <img>
 * takes it from the browser's image cache and paints it in the same frame as the text.
 * Settles (never rejects) once decoded, or failed.
 */
function preloadImage(url: string | null): Promise<void> {
  if (!url) return Promise.resolve();
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
  return image.decode().catch(() => undefined);
}
