import type { JobRole } from '@core/schemas/job-role';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

export function getJobRole(id: string, signal?: AbortSignal): Promise<JobRole> {
  return getJson<JobRole>(`/api/job-roles/${encodeURIComponent(id)}`, signal);
}

export function jobRoleQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/job-roles', id] as const,
    queryFn: ({ signal }) => getJobRole(id, signal),
  });
}

/** One role; pass null to skip the call (spec §7: a process without a job role fetches none). */
export function useJobRole(id: string | null | undefined) {
  return useQuery({ ...jobRoleQueryOptions(id ?? ''), enabled: Boolean(id) });
}
