import { and, eq, inArray, ne } from 'drizzle-orm';
import { painPointIds, painPointRefs, withPainPointIds } from '../../../core/rules/pain-points';
import { PAIN_POINT_STATUS_LABELS, type PainPointStatusValue } from '../../../core/schemas/pain-point-status';
import type { Tx } from '../../db/client';
import { toStatus } from '../../db/presenters/pain-point-status';
import { KIND_LABEL, toLink } from '../../db/presenters/traceability';
import { painPointLinks, painPointStatuses } from '../../db/schema';
import { writeAudits } from '../../plugins/audit';
import { painPointIdsElsewhere } from './process-pain-points';

/*
 * Issue 19: what a write of pain points content does to what hangs on its pain points. Every pain
 * point is stored with an id no other pain point of the process holds; statuses and links follow
 * that id, so a renamed pain point keeps them (their stored title is brought up to date) and a
 * removed one takes them with it, in the same transaction, each removal with its audit event.
 */

/**
 * The pain points content to store in artifact `artifactId` (null: a new artifact) of a process:
 * every pain point with its own id. An id another artifact of the process holds is replaced (a
 * copy); one missing takes the id of its title in `previous`, else a new one (withPainPointIds).
 */
export async function contentWithPainPointIds(
  tx: Tx,
  processId: string,
  artifactId: string | null,
  content: unknown,
  previous: unknown,
): Promise<unknown> {
  if (content === null || content === undefined) return content;
  const taken = await painPointIdsElsewhere(tx, processId, artifactId);
  return withPainPointIds(content, { previous, taken }).content;
}

/**
 * After a pain points artifact of the process changed from `before` to `after` (null: created or
 * deleted): statuses and links of a renamed pain point take its new title, and those of a pain
 * point no longer anywhere in the process are deleted, each with an audit event.
 */
export async function syncPainPointRows(
  tx: Tx,
  processId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  const titleBefore = new Map(painPointRefs(before).map((p) => [p.id, p.title]));
  for (const p of painPointRefs(after)) {
    const old = p.id ? titleBefore.get(p.id) : undefined;
    if (!p.id || old === undefined || old === p.title) continue;
    for (const table of [painPointStatuses, painPointLinks]) {
      await tx
        .update(table)
        .set({ painPointTitle: p.title })
        .where(
          and(eq(table.processId, processId), eq(table.painPointId, p.id), ne(table.painPointTitle, p.title)),
        );
    }
  }

  const kept = new Set(painPointIds(after));
  const removed = painPointIds(before).filter((id) => !kept.has(id));
  if (removed.length === 0) return;
  // A removed id another artifact of the process still holds keeps its rows (only legacy data can
  // hold one id twice: every write gives a copy new ids).
  const elsewhere = await painPointIdsElsewhere(tx, processId, null);
  const gone = removed.filter((id) => !elsewhere.has(id));
  if (gone.length === 0) return;

  const statuses = await tx
    .delete(painPointStatuses)
    .where(and(eq(painPointStatuses.processId, processId), inArray(painPointStatuses.painPointId, gone)))
    .returning();
  const links = await tx
    .delete(painPointLinks)
    .where(and(eq(painPointLinks.processId, processId), inArray(painPointLinks.painPointId, gone)))
    .returning();
  await writeAudits(tx, [
    ...statuses.map(toStatus).map((status) => ({
      action: 'delete' as const,
      entityType: 'pain_point_status',
      entityId: status.id,
      processId,
      summary: `Removed ${PAIN_POINT_STATUS_LABELS[status.status as PainPointStatusValue] ?? status.status} from pain point "${status.painPointTitle}" (the pain point was removed)`,
      before: status,
    })),
    ...links.map(toLink).map((link) => ({
      action: 'delete' as const,
      entityType: 'pain_point_link',
      entityId: link.id,
      processId,
      summary: `Unlinked pain point "${link.painPointTitle}" from ${KIND_LABEL[link.kind]} (the pain point was removed)`,
      before: link,
    })),
  ]);
}
