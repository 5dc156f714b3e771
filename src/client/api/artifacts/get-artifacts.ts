import type { Artifact } from '@core/schemas/artifact';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwIfResNotOk } from '../../lib/api-client';

export const ARTIFACTS_FETCH_ERROR = 'Failed to fetch artifacts';

/**
 * The artifacts of one process, As-Is and To-Be together. A non-OK answer raises
 * "Failed to fetch artifacts" (spec §7); a 401 keeps the wrapper's "401: …" so the expired
 * session still brings the gate back.
 */
export async function getArtifacts(processId: string, signal?: AbortSignal): Promise<Artifact[]> {
  const res = await fetch(`/api/artifacts?processId=${encodeURIComponent(processId)}`, {
    headers: { Accept: 'application/json' },
    credentials: 'include',
    signal,
  });
  if (res.status === 401) await throwIfResNotOk(res);
  if (!res.ok) throw new Error(ARTIFACTS_FETCH_ERROR);
  return (await res.json()) as Artifact[];
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
