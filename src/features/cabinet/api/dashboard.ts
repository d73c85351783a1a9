import { useQuery } from '@tanstack/react-query';
import { getGetDashboardQueryOptions } from '@/api/generated/dashboard/dashboard';

/*
 * The home's summary (GET dashboard, x-inferred): takings, the newest tips, the last 30 days'
 * ratings, the teams the person runs and their organisations, in one call the server counts.
 * Fetched again whenever the home opens, so a tip paid meanwhile shows at once.
 */

export const dashboardQueryOptions = () =>
  getGetDashboardQueryOptions({ query: { staleTime: 0, refetchOnMount: 'always' } });

export const useDashboard = () => useQuery(dashboardQueryOptions());
