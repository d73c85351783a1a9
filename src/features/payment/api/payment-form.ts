import { useQuery } from '@tanstack/react-query';
import { getGetPaymentFormQueryOptions } from '@/api/generated/payment/payment';
import { pageSource } from '../lib/public-page';
import { retryTransient } from './retry';

/** The body of payment/form, the same for the early start, the prefetch and the page. */
export const paymentFormRequest = (qrCodeUuid: string) => ({ qrCodeUuid, source: pageSource() });

/**
 * payment/form of the user page: the recipient of one QR code. Shared by the page and the
 * route's prefetch; an answer that failed before the page mounted is shown, not asked again
 * (the error screen has its retry).
 */
export const paymentFormQueryOptions = (qrCodeUuid: string) =>
  getGetPaymentFormQueryOptions(paymentFormRequest(qrCodeUuid), {
    query: { retry: retryTransient, retryOnMount: false, staleTime: 60_000 },
  });

export function usePaymentForm(qrCodeUuid: string) {
  return useQuery(paymentFormQueryOptions(qrCodeUuid));
}
