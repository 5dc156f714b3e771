import { inArray } from 'drizzle-orm';
import { painPointLinks, trainingArtifacts, trainingTierDocuments } from '../../../db/schema';
import { rowLabel } from '../archive-rows';
import { exportPainPointLink } from '../export-rows';
import { linkKey, linkStoredKeys, withStoredPainPointId } from './pain-point-keys';
import { type ArchiveProcesses, checkProcess, mergeByKey } from './plan-merge';
import {
  fetchIn,
  type PlanContext,
  planTable,
  reject,
  rejectDuplicateKeys,
  type TablePlan,
  usable,
} from './plan-rows';
import type { LinkItem } from './plan-training';

/** The training items of the archive that links may name: valid ones by id, and the rejected ids. */
export interface TrainingItems {
  artifacts: Map<string, LinkItem>;
  rejectedArtifacts: Set<string>;
  tierDocuments: Map<string, LinkItem>;
  rejectedTierDocuments: Set<string>;
}

/**
 * Pain point links. A link to a training item needs that item, on the same process, in the archive
 * or (merge) the database; a link to a rejected item is rejected with it, like a row of a rejected
 * process. The report names a resolved link by the item's name rather than its id. Then by id,
 * else by (process, title, kind, target): the same link is "unchanged".
 */
export async function planPainPointLinks(
  ctx: PlanContext,
  known: ArchiveProcesses,
  training: TrainingItems,
): Promise<TablePlan> {
  const { ex, merge } = ctx;
  const linkTargets = [
    {
      kind: 'training_artifact',
      what: 'training artifact',
      inArchive: training.artifacts,
      rejectedItems: training.rejectedArtifacts,
      fetch: (ids: string[]) =>
        ex
          .select({
            id: trainingArtifacts.id,
            processId: trainingArtifacts.processId,
            name: trainingArtifacts.name,
          })
          .from(trainingArtifacts)
          .where(inArray(trainingArtifacts.id, ids)),
    },
    {
      kind: 'tier_document',
      what: 'tier document',
      inArchive: training.tierDocuments,
      rejectedItems: training.rejectedTierDocuments,
      fetch: (ids: string[]) =>
        ex
          .select({
            id: trainingTierDocuments.id,
            processId: trainingTierDocuments.processId,
            name: trainingTierDocuments.name,
          })
          .from(trainingTierDocuments)
          .where(inArray(trainingTierDocuments.id, ids)),
    },
  ] as const;
  const linkSeen = new Map<string, number>();
  return planTable(ctx.archive, 'painPointLinks', async (batch) => {
    await checkProcess(ctx, known, batch);
    for (const { kind, what, inArchive, rejectedItems, fetch } of linkTargets) {
      const ofKind = usable(batch).filter((i) => i.row.kind === kind);
      const elsewhere = ofKind
        .map((i) => i.row.target)
        .filter((id) => !inArchive.has(id) && !rejectedItems.has(id));
      const inDb = new Map<string, LinkItem>(
        merge && elsewhere.length ? (await fetchIn(elsewhere, fetch)).map((r) => [r.id, r]) : [],
      );
      for (const { p, row } of ofKind) {
        const item = inArchive.get(row.target) ?? inDb.get(row.target);
        if (item) p.key = rowLabel('painPointLinks', { ...row, target: item.name }, p.row - 1);
        if (item?.processId === row.processId) continue;
        if (item) reject(p, `Its ${what} belongs to another process`);
        else if (rejectedItems.has(row.target)) reject(p, `Its ${what} is rejected`);
        else reject(p, `Its ${what} (${row.target}) is not in the archive${merge ? ' or the database' : ''}`);
      }
    }
    rejectDuplicateKeys(linkSeen, batch, linkKey, 'the same pain point and target');
    await mergeByKey(ctx, 'painPointLinks', batch, {
      keyOf: linkKey,
      byProcess: (processIds) =>
        ex
          .select()
          .from(painPointLinks)
          .where(inArray(painPointLinks.processId, processIds))
          .then((rows) => rows.map(exportPainPointLink)),
      byId: (ids) =>
        ex
          .select()
          .from(painPointLinks)
          .where(inArray(painPointLinks.id, ids))
          .then((rows) => rows.map(exportPainPointLink)),
      texts: { clash: 'This pain point is already linked to this target', matched: 'Already linked' },
      storedKeysOf: linkStoredKeys,
      incoming: withStoredPainPointId,
    });
  });
}
