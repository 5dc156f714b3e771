import { and, asc, eq } from 'drizzle-orm';
import { painPointIds, painPointRefs, sameTitle } from '../../../core/rules/pain-points';
import type { Executor } from '../../db/client';
import { artifacts } from '../../db/schema';
import { badRequest } from '../../plugins/errors';

/*
 * The pain points of a process (issue 19). Each pain point has an id that no other pain point of
 * the process holds, in whichever of its pain points artifacts it is; statuses and links name it by
 * that id. The tracked list is the first To-Be pain points artifact (as the tracker, readiness and
 * the report take it).
 */

export interface ProcessPainPoint {
  id: string;
  title: string;
}

/** The process's pain points artifacts' contents, the tracked one first, then the rest oldest first. */
async function painPointContents(
  ex: Executor,
  processId: string,
): Promise<{ id: string; content: unknown }[]> {
  const rows = await ex
    .select({ id: artifacts.id, state: artifacts.state, content: artifacts.content })
    .from(artifacts)
    .where(and(eq(artifacts.processId, processId), eq(artifacts.type, 'pain_points')))
    .orderBy(asc(artifacts.createdAt), asc(artifacts.id));
  const tracked = rows.findIndex((r) => r.state === 'to_be');
  return tracked > 0 ? [rows[tracked]!, ...rows.slice(0, tracked), ...rows.slice(tracked + 1)] : rows;
}

/** Every pain point of the process that has an id: the tracked ones first, each in list order. */
export async function processPainPoints(ex: Executor, processId: string): Promise<ProcessPainPoint[]> {
  const out: ProcessPainPoint[] = [];
  for (const { content } of await painPointContents(ex, processId)) {
    for (const p of painPointRefs(content)) if (p.id) out.push({ id: p.id, title: p.title });
  }
  return out;
}

/** The ids the pain points of the process's other pain points artifacts hold (all when `artifactId` is null). */
export async function painPointIdsElsewhere(
  ex: Executor,
  processId: string,
  artifactId: string | null,
): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const { id, content } of await painPointContents(ex, processId)) {
    if (id !== artifactId) for (const painPointId of painPointIds(content)) ids.add(painPointId);
  }
  return ids;
}

/**
 * The pain point a request names: by its id, else the first of the process's pain points (tracked
 * ones first) with that title, trimmed and ignoring case. 400 when the process has none such.
 */
export async function resolvePainPoint(
  ex: Executor,
  processId: string,
  named: { painPointId?: string; painPointTitle?: string },
): Promise<ProcessPainPoint> {
  const painPoints = await processPainPoints(ex, processId);
  if (named.painPointId !== undefined) {
    const found = painPoints.find((p) => p.id === named.painPointId);
    if (!found) {
      throw badRequest(
        'That pain point is not in this process (it may have been removed). Reload and try again.',
      );
    }
    return found;
  }
  const title = named.painPointTitle ?? '';
  const found = painPoints.find((p) => sameTitle(p.title, title));
  if (!found) throw badRequest(`This process has no pain point titled "${title.trim()}".`);
  return found;
}
