import type { Artifact } from '@core/schemas/artifact';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** The artifacts of one process, As-Is and To-Be together. */
export function getArtifacts(processId: string, signal?: AbortSignal): Promise<Artifact[]> {
  return getJson<Artifact[]>(`/api/artifacts?processId=${encodeURIComponent(processId)}`, signal);
}

export function artifactsQueryOptions(processId: string) {
  return queryOptions({
    queryKey: ['/api/artifacts', { processId }] as const,
    queryFn: ({ signal }) => getArtifacts(processId, signal),
  });
}

export function useArtifacts(processId: string | undefined) {
  return useQuery({ ...artifactsQueryOptions(processId ?? ''), enabled: Boolean(processId) });
}
