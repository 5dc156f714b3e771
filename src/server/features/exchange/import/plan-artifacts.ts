import { inArray } from 'drizzle-orm';
import { withPainPointIds } from '../../../../core/rules/pain-points';
import { canonicalArtifactType } from '../../../../core/schemas/artifact';
import { artifacts } from '../../../db/schema';
import { AppError } from '../../../plugins/errors';
import { validateArtifactContent } from '../../artifacts';
import type { ArchiveRow } from '../archive-rows';
import { exportArtifact } from '../export-rows';
import { type ArchiveProcesses, checkProcess, mergeById } from './plan-merge';
import { type PlanContext, planTable, reject, type TablePlan, usable } from './plan-rows';

const isPainPoints = (row: { type: string }) => canonicalArtifactType(row.type) === 'pain_points';

/**
 * An archive artifact as it is written: pain points without ids (an archive from before them) get
 * theirs, those their titles have in `previous` (the stored content it replaces) or new ones.
 */
export function artifactToWrite(row: ArchiveRow<'artifacts'>, previous: unknown): ArchiveRow<'artifacts'> {
  if (!isPainPoints(row)) return row;
  return { ...row, content: withPainPointIds(row.content, { previous }).content as typeof row.content };
}

/** Artifacts: by id, their content held to the same check as the API's. */
export async function planArtifacts(ctx: PlanContext, known: ArchiveProcesses): Promise<TablePlan> {
  const { ex } = ctx;
  return planTable(ctx.archive, 'artifacts', async (batch) => {
    await checkProcess(ctx, known, batch);
    for (const { p, row } of usable(batch)) {
      try {
        // Pain points from before ids get theirs on the way in (applyArchive), so they are checked with them.
        await validateArtifactContent(
          row.type,
          isPainPoints(row) ? withPainPointIds(row.content).content : row.content,
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        reject(p, error.message);
      }
    }
    await mergeById(
      ctx,
      batch,
      (ids) =>
        ex
          .select()
          .from(artifacts)
          .where(inArray(artifacts.id, ids))
          .then((rows) => rows.map(exportArtifact)),
      (row, existing) => artifactToWrite(row, (existing as { content?: unknown } | undefined)?.content),
    );
  });
}
