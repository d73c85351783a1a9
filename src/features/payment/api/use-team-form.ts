import { useInfiniteQuery } from '@tanstack/react-query';
import { teamFormQueryOptions } from './team-form';

/**
 * The team page's form and members. Apart from team-form.ts, which the entry chunk's prefetch
 * imports: the infinite query observer then loads with the (lazy) team page only.
 */
export function useTeamForm(teamUuid: string) {
  return useInfiniteQuery(teamFormQueryOptions(teamUuid));
}
