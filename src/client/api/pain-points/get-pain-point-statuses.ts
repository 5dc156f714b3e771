import type { PainPointStatus } from '@core/schemas/pain-point-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** GET /api/pain-point-statuses/{processId}: every status entry of the process's pain points. */
export function getPainPointStatuses(processId: string, signal?: AbortSignal): Promise<PainPointStatus[]> {
  return getJson<PainPointStatus[]>(`/api/pain-point-statuses/${encodeURIComponent(processId)}`, signal);
}

export function painPointStatusesQueryOptions(processId: string) {
  return queryOptions({
    queryKey: ['/api/pain-point-statuses', processId] as const,
    queryFn: ({ signal }) => getPainPointStatuses(processId, signal),
  });
}

/** Spec §7: fetched only for To-Be pain points, so the caller enables it when there are some. */
export function usePainPointStatuses(processId: string, enabled = true) {
  return useQuery({ ...painPointStatusesQueryOptions(processId), enabled });
}
