import type { JobRoleListItem } from '@core/schemas/job-role';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** Every job role with its process count, sorted by name. */
export function getJobRoles(signal?: AbortSignal): Promise<JobRoleListItem[]> {
  return getJson<JobRoleListItem[]>('/api/job-roles', signal);
}

export function jobRolesQueryOptions() {
  return queryOptions({
    queryKey: ['/api/job-roles'] as const,
    queryFn: ({ signal }) => getJobRoles(signal),
  });
}

export function useJobRoles() {
  return useQuery(jobRolesQueryOptions());
}
