import type { QueryClient } from '@tanstack/react-query';
import { getCustomization } from '@/api/generated/customization/customization';
import { getPaymentForm, getTeamPaymentForm } from '@/api/generated/payment/payment';
import { matchPublicPage, type PublicPage } from '../lib/public-page';
import { personPhotoUrl } from '@/api/photos';
import { customizationQueryOptions } from './customization';
import { paymentFormQueryOptions, paymentFormRequest } from './payment-form';
import { teamFormQueryOptions, teamFormRequest } from './team-form';

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
    const settled = Promise.all([
      queryClient.prefetchInfiniteQuery(teamFormQueryOptions(page.teamUuid)),
      queryClient.prefetchQuery(customizationQueryOptions({ teamUuid: page.teamUuid })),
    ]);
    return { page, settled };
  }
  return { page, settled: Promise.resolve() };
}

/** The attribute of the user page's shell's photo (components/tip-page-skeleton.tsx). */
export const EARLY_PHOTO = 'data-early-photo';

/**
 * The same first calls, made by the inline early start (src/app/early-start/early-start.ts) with the bare
 * generated functions while the app's code is still downloading: identical requests, so the
 * app's prefetch above is handed their responses (src/lib/early-responses.ts).
 */
export function requestPublicPageEarly(path: string): void {
  const match = matchPublicPage(path);
  const ignore = () => undefined;
  if (match?.page === 'user') {
    void getPaymentForm(paymentFormRequest(match.qrCodeUuid))
      .then((form) => {
        const url = personPhotoUrl(form.photo);
        // The prerendered shell's place for the photo (parsed long before this answer): the
        // photo paints there, before the app. React keeps the src when it hydrates (production
        // builds do not compare attributes), then draws the page's own <img> of the same photo
        // and size in its place. (A host that serves no shell leaves the photo to the app.)
        const shown = document.querySelector<HTMLImageElement>(`img[${EARLY_PHOTO}]`);
        if (shown && url) shown.src = url;
      })
      .catch(ignore);
    void getCustomization({ qrCodeUuid: match.qrCodeUuid }).catch(ignore);
  } else if (match?.page === 'team') {
    void getTeamPaymentForm(teamFormRequest(match.teamUuid, 0)).catch(ignore);
    void getCustomization({ teamUuid: match.teamUuid }).catch(ignore);
  }
}

/**
 * The recipient's photo is the user page's largest paint: its download starts as soon as the
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
