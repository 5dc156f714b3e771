import type { Process } from '@core/schemas/process';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** Every process, newest change first (GET /api/processes without paging: spec §7's list). */
export function getAllProcesses(signal?: AbortSignal): Promise<Process[]> {
  return getJson<Process[]>('/api/processes', signal);
}

/** For pickers and for naming processes; re-read whenever a screen using it mounts. */
export function allProcessesQueryOptions() {
  return queryOptions({
    queryKey: ['/api/processes'] as const,
    queryFn: ({ signal }) => getAllProcesses(signal),
    staleTime: 0,
  });
}

export function useAllProcesses() {
  return useQuery(allProcessesQueryOptions());
}
