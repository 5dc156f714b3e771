import type { Division } from '@core/schemas/division';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** Every division with its role headcounts, sorted by code (one source for every screen). */
export function getDivisions(signal?: AbortSignal): Promise<Division[]> {
  return getJson<Division[]>('/api/divisions', signal);
}

export function divisionsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/divisions'] as const,
    queryFn: ({ signal }) => getDivisions(signal),
  });
}

export function useDivisions() {
  return useQuery(divisionsQueryOptions());
}
