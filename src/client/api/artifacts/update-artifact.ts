import type { Artifact, ArtifactUpdate } from '@core/schemas/artifact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { throwIfResNotOk } from '../../lib/api-client';
import { applyWithRetry, type PutOutcome } from './apply-with-retry';
import { artifactsQueryOptions } from './get-artifacts';

/**
 * PUT /api/artifacts/{id} with the revision the content was based on. 200 → saved; 409 with the
 * current artifact → conflict; anything else raises the spec §8 error.
 */
export async function putArtifactContent(
  id: string,
  body: { content: unknown; revision: ArtifactUpdate['revision'] },
): Promise<PutOutcome<Artifact>> {
  const res = await fetch(`/api/artifacts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  if (res.status === 409) {
    const text = await res.text();
    const current = parseCurrent(text);
    if (current) return { status: 'conflict', current };
    throw new Error(`409: ${text || res.statusText}`);
  }
  await throwIfResNotOk(res);
  return { status: 'saved', artifact: (await res.json()) as Artifact };
}

function parseCurrent(text: string): Artifact | null {
  try {
    const body = JSON.parse(text) as { current?: Artifact };
    const current = body?.current;
    return current && typeof current.revision === 'number' ? current : null;
  } catch {
    return null;
  }
}

export interface ArtifactContentChange {
  artifact: Artifact;
  /** A pure edit of the content; it may run again on fresher content after a conflict. */
  change: (content: unknown) => unknown;
}

/**
 * Saves one content change of an artifact of the process, re-applying it after conflicts. The
 * saved artifact replaces the cached one, then the process's artifact list is refetched.
 */
export function useUpdateArtifactContent(processId: string) {
  const queryClient = useQueryClient();
  const listKey = artifactsQueryOptions(processId).queryKey;
  return useMutation({
    mutationFn: ({ artifact, change }: ArtifactContentChange) => {
      // The freshest copy we hold: a change saved a moment ago has already bumped its revision.
      const latest = queryClient.getQueryData(listKey)?.find((a) => a.id === artifact.id) ?? artifact;
      return applyWithRetry(latest, change, (content, revision) =>
        putArtifactContent(artifact.id, { content, revision }),
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(listKey, (list) => list?.map((a) => (a.id === saved.id ? saved : a)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
