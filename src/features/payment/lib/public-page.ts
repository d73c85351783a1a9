import { isUuid } from '@/lib/uuid';

export type PublicPage = { page: 'user'; qrCodeUuid: string } | { page: 'team'; teamUuid: string };

/**
 * Which payment page a path (below the base path) shows, when its id can be a recipient:
 * `/t/{teamUuid}` or `/{qrCodeUuid}` (the routes of src/app/routes.tsx). Anything else is null.
 */
export function matchPublicPage(path: string): PublicPage | null {
  const [first, second, ...rest] = path.replace(/^\/+|\/+$/g, '').split('/');
  if (rest.length > 0) return null;
  if (first === 't' && isUuid(second)) return { page: 'team', teamUuid: second };
  if (second === undefined && isUuid(first)) return { page: 'user', qrCodeUuid: first };
  return null;
}

/**
 * Where the page was opened from: the address's `s` (the print that carried the code, contract
 * QrSource), passed on as it came with payment/form and the payment, for the code's figures. The
 * build's prerender runs this in Node, where there is no location.
 */
export const pageSource = () => /[?&]s=(\w+)/.exec(globalThis.location?.search)?.[1];

/**
 * The attribute of the user page's shell's photo (components/tip-page-skeleton.tsx), which the
 * inline early start fills in (api/early-requests.ts).
 */
export const EARLY_PHOTO = 'data-early-photo';
