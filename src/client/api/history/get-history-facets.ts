import type { HistoryFacets } from '@core/schemas/audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** The entity types and actions that occur in the history: the choices of its two filters. */
export function getHistoryFacets(signal?: AbortSignal): Promise<HistoryFacets> {
  return getJson<HistoryFacets>('/api/history/facets', signal);
}

export function historyFacetsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/history/facets'] as const,
    queryFn: ({ signal }) => getHistoryFacets(signal),
    staleTime: 0,
  });
}

export function useHistoryFacets() {
  return useQuery(historyFacetsQueryOptions());
}
