import type { Artifact, ArtifactCreate } from '@core/schemas/artifact';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, throwIfResNotOk } from '../../lib/api-client';
import { artifactsQueryOptions } from './get-artifacts';

/** What an editor sends to POST /api/artifacts. */
export type ArtifactCreateBody = Omit<ArtifactCreate, 'description' | 'fileUrl'> & {
  description?: string | null;
  fileUrl?: string | null;
};

/** POST /api/artifacts → 201 with the new artifact. */
export async function createArtifact(body: ArtifactCreateBody): Promise<Artifact> {
  const res = await apiRequest('POST', '/api/artifacts', body);
  return (await res.json()) as Artifact;
}

/** What an editor sends to PUT /api/artifacts/{id}: the content at a revision, and the artifact's own fields. */
export interface ArtifactPutBody {
  content: unknown;
  revision: number;
  name?: string;
  description?: string | null;
  fileUrl?: string | null;
}

export type PutResult =
  | { status: 'saved'; artifact: Artifact }
  /** 409: a colleague saved first; `current` is their version. */
  | { status: 'conflict'; current: Artifact; message: string }
  /** 404: the artifact was deleted meanwhile. */
  | { status: 'gone' };

/** PUT /api/artifacts/{id}: saved, a conflict with the current artifact, or gone; anything else raises the spec §8 error. */
export async function putArtifact(id: string, body: ArtifactPutBody): Promise<PutResult> {
  const res = await fetch(`/api/artifacts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  if (res.status === 409 || res.status === 404) {
    const text = await res.text();
    if (res.status === 404) return { status: 'gone' };
    const parsed = parseConflict(text);
    if (parsed) return { status: 'conflict', ...parsed };
    throw new Error(`409: ${text || res.statusText}`);
  }
  await throwIfResNotOk(res);
  return { status: 'saved', artifact: (await res.json()) as Artifact };
}

function parseConflict(text: string): { current: Artifact; message: string } | null {
  try {
    const body = JSON.parse(text) as { current?: Artifact; message?: string };
    const current = body?.current;
    if (!current || typeof current.revision !== 'number' || typeof current.id !== 'string') return null;
    return { current, message: typeof body.message === 'string' ? body.message : '' };
  } catch {
    return null;
  }
}

/** DELETE /api/artifacts/{id} → 204. */
export async function deleteArtifact(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/artifacts/${encodeURIComponent(id)}`);
}

/**
 * After any artifact write: the process's artifacts, and everything under ['/api/processes'] — the
 * process itself (its "Last updated"), the dashboard and role lists, and the Change Log
 * (['/api/processes', processId, 'history']).
 */
export function invalidateAfterArtifactWrite(queryClient: QueryClient, processId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: artifactsQueryOptions(processId).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/processes'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/summary'] }),
  ]);
}

/** Puts a saved or created artifact into the cached list at once, so the card changes before the refetch. */
export function cacheArtifact(queryClient: QueryClient, saved: Artifact): void {
  queryClient.setQueryData(artifactsQueryOptions(saved.processId).queryKey, (list) =>
    list
      ? list.some((a) => a.id === saved.id)
        ? list.map((a) => (a.id === saved.id ? saved : a))
        : [...list, saved]
      : list,
  );
}

/** Takes a deleted artifact out of the cached list at once. */
export function uncacheArtifact(
  queryClient: QueryClient,
  artifact: Pick<Artifact, 'id' | 'processId'>,
): void {
  queryClient.setQueryData(artifactsQueryOptions(artifact.processId).queryKey, (list) =>
    list?.filter((a) => a.id !== artifact.id),
  );
}
