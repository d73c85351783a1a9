import { createContext, use } from 'react';
import { useHref } from 'react-router';
import type { QrCode } from '@/api/generated/model/qrCode';
import { tipPageAddress } from './tip-page';

/**
 * The site's origin, where a code's address starts: the page's own by default. Stories fix it,
 * so their pictures (the address, the QR modules) do not depend on the port they are served on.
 */
export const SiteOriginContext = createContext<string | null>(null);

/** The full address of a code's page: the site's origin and the app's base path (router's). */
export function useTipPageAddress(code: Pick<QrCode, 'uuid' | 'kind' | 'team'>): string {
  const origin = use(SiteOriginContext) ?? window.location.origin;
  return tipPageAddress(origin, useHref('/'), code);
}
