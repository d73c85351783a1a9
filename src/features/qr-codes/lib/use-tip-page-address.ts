import { useHref } from 'react-router';
import type { QrCode } from '@/api/generated/model/qrCode';
import { tipPageAddress } from './tip-page';

/** The full address of a code's page: this site's origin and the app's base path (router's). */
export function useTipPageAddress(code: Pick<QrCode, 'uuid' | 'kind' | 'team'>): string {
  return tipPageAddress(window.location.origin, useHref('/'), code);
}
