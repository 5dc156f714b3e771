import type { ChangeImpact } from '../../../core/schemas/change-impact';
import type { changeImpactAssessments } from '../schema';

type Row = typeof changeImpactAssessments.$inferSelect;

/** A stored assessment in the API's shape (the Export All archive adds createdAt). */
export function toChangeImpact(row: Row): ChangeImpact {
  return {
    id: row.id,
    processId: row.processId,
    processOutput: row.processOutput,
    changeType: row.changeType,
    changeDescription: row.changeDescription,
    impactAssessment: row.impactAssessment,
    updatedAt: row.updatedAt.toISOString(),
  };
}
