import { useQuery } from '@tanstack/react-query';
import { getGetCustomizationQueryOptions } from '@/api/generated/customization/customization';
import type { Customization, CustomizationRequest } from '@/api/generated/model';

/** customization/get, shared by the pages and the routes' prefetch. */
export const customizationQueryOptions = (request: CustomizationRequest) =>
  getGetCustomizationQueryOptions(request, {
    query: { retry: false, retryOnMount: false, staleTime: 5 * 60_000 },
  });

/**
 * The merchant's look for a payment page. Branding is decoration: a failure leaves it empty
 * (spec section 7) and the page works on the default look, so it is neither retried nor shown.
 * `settled` lets the page wait for it (both are asked in parallel) so the logo never pops in.
 */
export function useCustomization(request: CustomizationRequest): {
  customization: Customization | undefined;
  settled: boolean;
} {
  const query = useQuery(customizationQueryOptions(request));
  return {
    customization: query.isError ? undefined : query.data?.customizationDto,
    settled: !query.isPending,
  };
}
