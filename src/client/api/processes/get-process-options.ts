import type { Process } from '@core/schemas/process';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** Every process (GET /api/processes without a limit), for choosing a supervisory map's subordinate processes. */
export function processOptionsQueryOptions() {
  return queryOptions({
    // Under ['/api/processes'] so that any process change refreshes the choice too.
    queryKey: ['/api/processes', 'options'] as const,
    queryFn: ({ signal }) => getJson<Process[]>('/api/processes', signal),
  });
}

export function useProcessOptions(enabled: boolean) {
  return useQuery({ ...processOptionsQueryOptions(), enabled });
}
