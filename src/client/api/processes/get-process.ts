import type { Process } from '@core/schemas/process';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

export function getProcess(id: string, signal?: AbortSignal): Promise<Process> {
  return getJson<Process>(`/api/processes/${encodeURIComponent(id)}`, signal);
}

export function processQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/processes', id] as const,
    queryFn: ({ signal }) => getProcess(id, signal),
  });
}

export function useProcess(id: string) {
  return useQuery(processQueryOptions(id));
}
