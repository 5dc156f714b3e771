import type { Artifact } from '../../../core/schemas/artifact';
import type { artifacts } from '../schema';

type ArtifactRow = typeof artifacts.$inferSelect;

export function toArtifact(row: ArtifactRow): Artifact {
  return {
    id: row.id,
    processId: row.processId,
    type: row.type,
    state: row.state,
    name: row.name,
    description: row.description,
    fileUrl: row.fileUrl,
    content: row.content ?? null,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
