import type { TierDocument, TrainingArtifact } from '../../../core/schemas/training';
import type { trainingArtifacts, trainingTierDocuments } from '../schema';

type ArtifactRow = typeof trainingArtifacts.$inferSelect;
type TierRow = typeof trainingTierDocuments.$inferSelect;

export function toTrainingArtifact(row: ArtifactRow): TrainingArtifact {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function toTierDocument(row: TierRow): TierDocument {
  return {
    ...row,
    generatedAt: row.generatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
