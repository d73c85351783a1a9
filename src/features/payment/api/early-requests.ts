import { getCustomization } from '@/api/generated/customization/customization';
import { getPaymentForm, getTeamPaymentForm } from '@/api/generated/payment/payment';
import { personPhotoUrl } from '@/api/photos';
import { EARLY_PHOTO, matchPublicPage } from '../lib/public-page';
import { paymentFormRequest } from './payment-form';
import { teamFormRequest } from './team-form';

/**
 * A public page's first calls (./prefetch.ts), made by the inline early start (src/app/early-start/early-start.ts) with the bare
 * generated functions while the app's code is still downloading: identical requests, so the
 * app's prefetch is handed their responses (src/lib/early-responses.ts).
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
