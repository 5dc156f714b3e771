import type { SaveResult } from '../../core/rules/optimistic-update';
import type { Artifact } from '../../core/schemas/artifact';
import type { PainPointsContent } from '../../core/schemas/artifact-content';
import type { TestApp } from './test-app';

/**
 * Appends a pain point of `title` to the process's tracked list (its first To-Be pain points
 * artifact, made when it has none), so a test can give it statuses and links: those name a pain
 * point the process has (issue 19). Returns the pain point's id.
 */
export async function addTrackedPainPoint(
  t: TestApp,
  cookie: string,
  processId: string,
  title: string,
): Promise<string> {
  const list: Artifact[] = (await t.request(cookie, 'GET', `/api/artifacts?processId=${processId}`)).json();
  const tracked = list.find((a) => a.type === 'pain_points' && a.state === 'to_be');
  const res = tracked
    ? await t.request(cookie, 'PUT', `/api/artifacts/${tracked.id}`, {
        content: {
          ...(tracked.content as object),
          painPoints: [
            ...((tracked.content as { painPoints?: unknown[] } | null)?.painPoints ?? []),
            { title },
          ],
        },
        revision: tracked.revision,
      })
    : await t.request(cookie, 'POST', '/api/artifacts', {
        processId,
        type: 'pain_points',
        state: 'to_be',
        name: 'To-Be pain points',
        content: { painPoints: [{ title }] },
      });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  const saved: Artifact = res.json();
  const painPoints = (saved.content as { painPoints: { id: string; title: string }[] }).painPoints;
  return painPoints[painPoints.length - 1]!.id;
}

/**
 * The save step of updateWithRetry for a pain points artifact, as the client makes it: PUT at a
 * revision, a 409 answered as the conflict with the current content; any other failure throws.
 */
export function savePainPoints(
  t: TestApp,
  cookie: string,
  artifactId: string,
): (content: PainPointsContent, revision: number) => Promise<SaveResult<PainPointsContent>> {
  return async (content, revision) => {
    const res = await t.request(cookie, 'PUT', `/api/artifacts/${artifactId}`, { content, revision });
    if (res.statusCode === 409) {
      const current = res.json().current as Artifact;
      return {
        ok: false,
        conflict: { content: current.content as PainPointsContent, revision: current.revision },
      };
    }
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    const saved = res.json() as Artifact;
    return { ok: true, value: { content: saved.content as PainPointsContent, revision: saved.revision } };
  };
}
