import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getApplicationSettings,
  getGetApplicationSettingsQueryKey,
} from './generated/settings/settings';

/**
 * application/settings/info (spec section 2: "settings are fetched once at start-up"):
 * src/main.tsx prefetches it while the page chunk loads; every area reads the same cache entry,
 * which never goes stale and is never collected, so it is asked for once per visit.
 */
export const appSettingsQueryOptions = queryOptions({
  queryKey: getGetApplicationSettingsQueryKey(),
  queryFn: ({ signal }) => getApplicationSettings({ signal }),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 2,
});

/** The shared settings; `data` is undefined while loading or when the call failed. */
export function useAppSettings() {
  return useQuery(appSettingsQueryOptions);
}
