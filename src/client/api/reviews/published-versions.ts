import type { MapDiff } from '@core/schemas/map-diff';
import type { PublishedVersion, PublishedVersionSummary } from '@core/schemas/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** GET /api/processes/{id}/published-versions: newest first. */
export function usePublishedVersions(processId: string) {
  return useQuery({
    queryKey: ['/api/processes', processId, 'published-versions'] as const,
    queryFn: ({ signal }) =>
      getJson<PublishedVersionSummary[]>(
        `/api/processes/${encodeURIComponent(processId)}/published-versions`,
        signal,
      ),
  });
}

/** GET /api/published-versions/{id}: the process and its artifacts as approved (never changes). */
export function publishedVersionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/published-versions', id] as const,
    queryFn: ({ signal }) =>
      getJson<PublishedVersion>(`/api/published-versions/${encodeURIComponent(id)}`, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePublishedVersion(id: string | null) {
  return useQuery({ ...publishedVersionQueryOptions(id ?? ''), enabled: !!id });
}

/**
 * The workflow map of `state` as version `id` published it against the map now. `current` (the
 * map's id and revision now) makes every edit of the map a new question.
 */
export function useVersionMapDiff(
  id: string | null,
  state: 'as_is' | 'to_be',
  current: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['/api/published-versions', id, 'map-diff', state, current] as const,
    queryFn: ({ signal }) =>
      getJson<MapDiff>(
        `/api/published-versions/${encodeURIComponent(id ?? '')}/map-diff?state=${state}`,
        signal,
      ),
    enabled: enabled && !!id,
  });
}
