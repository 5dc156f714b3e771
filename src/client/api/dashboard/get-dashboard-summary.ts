import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

export type DashboardSummary = {
  totalProcesses: number;
  published: number;
  draft: number;
  inReview: number;
  jobRoles: number;
};

export function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return getJson<DashboardSummary>('/api/dashboard/summary', signal);
}

export function dashboardSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['/api/dashboard/summary'] as const,
    queryFn: ({ signal }) => getDashboardSummary(signal),
  });
}

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
