import { asc, eq } from 'drizzle-orm';
import type { Artifact } from '../../../core/schemas/artifact';
import { isUuid } from '../../../core/schemas/common';
import type { Db, Executor } from '../../db/client';
import { artifacts } from '../../db/schema';

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

/** Artifacts of one process (or all), oldest first so "the first sipoc" is stable. */
export async function listArtifacts(db: Db, processId?: string): Promise<Artifact[]> {
  if (processId !== undefined && !isUuid(processId)) return [];
  const rows = await db
    .select()
    .from(artifacts)
    .where(processId !== undefined ? eq(artifacts.processId, processId) : undefined)
    .orderBy(asc(artifacts.createdAt), asc(artifacts.id));
  return rows.map(toArtifact);
}

export async function findArtifact(db: Executor, id: string): Promise<Artifact | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(artifacts).where(eq(artifacts.id, id)).limit(1);
  return row ? toArtifact(row) : null;
}
