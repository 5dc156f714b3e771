import { and, eq, inArray, ne } from 'drizzle-orm';
import { publishedVersions, reviewRequests } from '../../../db/schema';
import { exportPublishedVersion, exportReviewRequest } from '../export-rows';
import { type ArchiveProcesses, checkProcess, mergeById } from './plan-merge';
import { type PlanContext, planTable, reject, type TablePlan, usable } from './plan-rows';

/**
 * Review requests (issue 24): by id. One open review per process: an open request is refused when
 * the archive holds another open one for its process, or (merge) the database does.
 */
export async function planReviewRequests(ctx: PlanContext, known: ArchiveProcesses): Promise<TablePlan> {
  const { ex } = ctx;
  const openIn = new Map<string, string>();
  return planTable(ctx.archive, 'reviewRequests', async (batch) => {
    await checkProcess(ctx, known, batch);
    const open = usable(batch).filter((i) => i.row.status === 'open');
    const openInDb =
      ctx.merge && open.length
        ? await ex
            .select({ id: reviewRequests.id, processId: reviewRequests.processId })
            .from(reviewRequests)
            .where(
              and(
                eq(reviewRequests.status, 'open'),
                inArray(
                  reviewRequests.processId,
                  open.map((i) => i.row.processId),
                ),
              ),
            )
        : [];
    for (const { p, row } of open) {
      const other =
        openIn.get(row.processId) ??
        openInDb.find((r) => r.processId === row.processId && r.id !== row.id)?.id;
      if (other && other !== row.id) reject(p, 'Its process already has an open review');
      else openIn.set(row.processId, row.id);
    }
    await mergeById(ctx, batch, (ids) =>
      ex
        .select()
        .from(reviewRequests)
        .where(inArray(reviewRequests.id, ids))
        .then((rows) => rows.map(exportReviewRequest)),
    );
  });
}

/** Published versions: by id; a version number already taken by another version of the process is refused. */
export async function planPublishedVersions(ctx: PlanContext, known: ArchiveProcesses): Promise<TablePlan> {
  const { ex } = ctx;
  const numbers = new Set<string>();
  return planTable(ctx.archive, 'publishedVersions', async (batch) => {
    await checkProcess(ctx, known, batch);
    for (const { p, row } of usable(batch)) {
      const key = `${row.processId}\u0000${row.version}`;
      if (numbers.has(key)) reject(p, `Version ${row.version} of its process is in the archive twice`);
      numbers.add(key);
      if (!ctx.merge) continue;
      const [taken] = await ex
        .select({ id: publishedVersions.id })
        .from(publishedVersions)
        .where(
          and(
            eq(publishedVersions.processId, row.processId),
            eq(publishedVersions.version, row.version),
            ne(publishedVersions.id, row.id),
          ),
        )
        .limit(1);
      if (taken) reject(p, `Version ${row.version} of its process is already published here`);
    }
    await mergeById(ctx, batch, (ids) =>
      ex
        .select()
        .from(publishedVersions)
        .where(inArray(publishedVersions.id, ids))
        .then((rows) => rows.map(exportPublishedVersion)),
    );
  });
}
