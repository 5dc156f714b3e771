import type { SaveResult } from '@core/rules/optimistic-update';
import type { Artifact } from '@core/schemas/artifact';
import { throwIfResNotOk } from '../../lib/api-client';

/** A SaveResult whose value and conflict are whole artifacts (both carry content and revision). */
export type ArtifactSaveResult = SaveResult<unknown> &
  ({ ok: true; value: Artifact } | { ok: false; conflict: Artifact });

/**
 * PUT /api/artifacts/{id} {content, revision} as updateWithRetry's save step: 200 → saved;
 * 409 carrying the current artifact → conflict (the change is re-applied to it); any other answer,
 * a 409 without the current artifact included, raises the spec §8 error.
 */
export async function putArtifactContent(
  id: string,
  content: unknown,
  revision: number,
): Promise<ArtifactSaveResult> {
  const res = await fetch(`/api/artifacts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ content, revision }),
    credentials: 'include',
  });
  if (res.status === 409) {
    const text = await res.text();
    const current = currentArtifactOf(text);
    if (current) return { ok: false, conflict: current };
    throw new Error(`409: ${text || res.statusText}`);
  }
  await throwIfResNotOk(res);
  return { ok: true, value: (await res.json()) as Artifact };
}

function currentArtifactOf(text: string): Artifact | null {
  try {
    const current = (JSON.parse(text) as { current?: unknown })?.current;
    return current &&
      typeof current === 'object' &&
      typeof (current as Artifact).id === 'string' &&
      typeof (current as Artifact).revision === 'number'
      ? (current as Artifact)
      : null;
  } catch {
    return null;
  }
}
