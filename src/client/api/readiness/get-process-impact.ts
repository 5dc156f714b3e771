import type { ProcessImpact } from '@core/schemas/readiness';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** GET /api/processes/{id}/readiness: who the process's change reaches, and how hard. */
export function getProcessImpact(processId: string, signal?: AbortSignal): Promise<ProcessImpact> {
  return getJson<ProcessImpact>(`/api/processes/${encodeURIComponent(processId)}/readiness`, signal);
}

export function processImpactQueryOptions(processId: string) {
  return queryOptions({
    queryKey: ['/api/processes', processId, 'readiness'] as const,
    queryFn: ({ signal }) => getProcessImpact(processId, signal),
  });
}

/**
 * The process's headcount-weighted impact. Every save on the process page re-reads it through
 * invalidateChangeLog (change-tracking/api), since each changes what the figures count.
 */
export function useProcessImpact(processId: string) {
  return useQuery(processImpactQueryOptions(processId));
}
