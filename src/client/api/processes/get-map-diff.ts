import type { MapDiff } from '@core/schemas/map-diff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** The As-Is / To-Be workflow map diagrams' differences, in words and as element ids (issue 21). */
export function getMapDiff(processId: string, signal?: AbortSignal): Promise<MapDiff> {
  return getJson<MapDiff>(`/api/processes/${encodeURIComponent(processId)}/map-diff`, signal);
}

/**
 * Under the process's key, so artifact writes that invalidate the process read it again; `version`
 * (the two maps' ids and revisions) makes any edit of either map a new question too.
 */
export function mapDiffQueryOptions(processId: string, version: string) {
  return queryOptions({
    queryKey: ['/api/processes', processId, 'map-diff', version] as const,
    queryFn: ({ signal }) => getMapDiff(processId, signal),
  });
}

/** Fetched only while Show changes is on and both maps have a diagram. */
export function useMapDiff(processId: string, version: string, enabled: boolean) {
  return useQuery({ ...mapDiffQueryOptions(processId, version), enabled });
}
