import { and, eq, isNull, sql } from 'drizzle-orm';
import { hasDiagramText } from '../../../core/artifact-types/workflow-map-diagram';
import type { Db } from '../../db/client';
import { artifacts } from '../../db/schema';
import { runBpmnJobOffThread } from '../../lib/bpmn-worker';

export interface BackfillLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Workflow maps stored before the diagram summary existed (issue 21's first half) hold `bpmn`
 * without `bpmnSummary`, and read as having no diagram (readWorkflowMap) until their next save.
 * This derives what a write would store for each, once, at start: the diagram is read in the
 * worker pool, a row at a time, and written back only if its diagram is still the one read and
 * still has no summary (another instance or a save may have been quicker). Neither the revision
 * nor the updated time moves: nothing a user wrote changes, and an editor open on the map still
 * saves. A diagram that cannot be read is left as it is and named in the log; it is tried again at
 * the next start. Answers how many rows were filled in.
 */
export async function backfillDiagramSummaries(db: Db, log: BackfillLog): Promise<number> {
  const pending = await db
    .select({ id: artifacts.id })
    .from(artifacts)
    .where(
      and(
        eq(artifacts.type, 'workflow_map'),
        sql`jsonb_typeof(${artifacts.content} -> 'bpmn') = 'string'`,
        isNull(sql`${artifacts.content} -> 'bpmnSummary'`),
      ),
    );
  let filled = 0;
  for (const { id } of pending) {
    const [row] = await db.select({ content: artifacts.content }).from(artifacts).where(eq(artifacts.id, id));
    if (!row || !hasDiagramText(row.content)) continue;
    const xml = row.content.bpmn;
    const derived = await runBpmnJobOffThread({ kind: 'derive', xml });
    if (!derived.ok) {
      log.warn(
        `Workflow map ${id}: its BPMN diagram could not be read, so it shows as no diagram: ${derived.reason}`,
      );
      continue;
    }
    const fields = { bpmnWarnings: derived.bpmnWarnings, bpmnSummary: derived.bpmnSummary };
    const updated = await db
      .update(artifacts)
      .set({ content: sql`${artifacts.content} || ${JSON.stringify(fields)}::jsonb` })
      .where(
        and(
          eq(artifacts.id, id),
          sql`${artifacts.content} ->> 'bpmn' = ${xml}`,
          isNull(sql`${artifacts.content} -> 'bpmnSummary'`),
        ),
      )
      .returning({ id: artifacts.id });
    filled += updated.length;
  }
  if (filled > 0)
    log.info(`Derived the diagram summary of ${filled} workflow map(s) stored before it existed.`);
  return filled;
}
