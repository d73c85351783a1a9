import { useGetPaymentForm } from '@/api/generated/payment/payment';
import { retryTransient } from './retry';

/** payment/form of the user page: the recipient of one QR code. */
export function usePaymentForm(qrCodeUuid: string) {
  return useGetPaymentForm({ qrCodeUuid }, { query: { retry: retryTransient, staleTime: 60_000 } });
}
