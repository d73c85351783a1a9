import { useGetCustomization } from '@/api/generated/customization/customization';
import type { Customization, CustomizationRequest } from '@/api/generated/model';

/**
 * The merchant's look for a payment page. Branding is decoration: a failure leaves it empty
 * (spec section 7) and the page works on the default look, so it is neither retried nor shown.
 * `settled` lets the page wait for it (both are asked in parallel) so the logo never pops in.
 */
export function useCustomization(request: CustomizationRequest): { customization: Customization | undefined; settled: boolean } {
  const query = useGetCustomization(request, { query: { retry: false, staleTime: 5 * 60_000 } });
  return { customization: query.isError ? undefined : query.data?.customizationDto, settled: !query.isPending };
}
