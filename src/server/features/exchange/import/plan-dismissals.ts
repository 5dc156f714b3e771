import { inArray } from 'drizzle-orm';
import { impactSuggestionDismissals } from '../../../db/schema';
import type { ArchiveRow } from '../archive-rows';
import { exportImpactSuggestionDismissal } from '../export-rows';
import { type ArchiveProcesses, checkProcess, mergeByKey } from './plan-merge';
import { type PlanContext, planTable, rejectDuplicateKeys, type TablePlan } from './plan-rows';

const dismissalKey = (r: ArchiveRow<'impactSuggestionDismissals'>) =>
  `${r.processId}\u0000${r.processOutput}\u0000${r.changeType}`;

/** Dismissed suggestions: by id, else by (process, output, change type). */
export async function planDismissals(ctx: PlanContext, known: ArchiveProcesses): Promise<TablePlan> {
  const { ex } = ctx;
  const seen = new Map<string, number>();
  return planTable(ctx.archive, 'impactSuggestionDismissals', async (batch) => {
    await checkProcess(ctx, known, batch);
    rejectDuplicateKeys(seen, batch, dismissalKey, 'the same output and change type');
    await mergeByKey(ctx, 'impactSuggestionDismissals', batch, {
      keyOf: dismissalKey,
      byProcess: (processIds) =>
        ex
          .select()
          .from(impactSuggestionDismissals)
          .where(inArray(impactSuggestionDismissals.processId, processIds))
          .then((rows) => rows.map(exportImpactSuggestionDismissal)),
      byId: (ids) =>
        ex
          .select()
          .from(impactSuggestionDismissals)
          .where(inArray(impactSuggestionDismissals.id, ids))
          .then((rows) => rows.map(exportImpactSuggestionDismissal)),
      texts: { clash: 'This suggestion is already dismissed', matched: 'Already dismissed' },
    });
  });
}
