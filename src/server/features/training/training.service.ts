import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '../../../core/schemas/common';
import type {
  TierDocument,
  TierDocumentCreate,
  TrainingArtifact,
  TrainingArtifactLink,
} from '../../../core/schemas/training';
import type { Db, Executor, Tx } from '../../db/client';
import { requireProcess } from '../../db/find';
import { toTierDocument, toTrainingArtifact } from '../../db/presenters/training';
import { trainingArtifacts, trainingTierDocuments } from '../../db/schema';
import { writeProcessRowAudit } from '../../plugins/audit';
import { badRequest, notFound } from '../../plugins/errors';
import { deleteFileIfUnused, fileExists, fileIdFromUrl } from '../../plugins/files';

const TIER_LABELS: Record<string, string> = { tier_1: 'Tier 1', tier_2: 'Tier 2', tier_3: 'Tier 3' };

/** A stored-file URL must name a file that exists; web links pass as they are. */
async function requireStoredFile(tx: Tx, url: string): Promise<void> {
  const id = fileIdFromUrl(url);
  if (url.startsWith('/objects/') && (!id || !(await fileExists(tx, id)))) {
    throw badRequest('The uploaded file was not found. Upload it again.');
  }
}

/** A process's training materials in the order the matrix lists them (a published snapshot keeps the same). */
export async function trainingArtifactsOf(ex: Executor, processId: string): Promise<TrainingArtifact[]> {
  const rows = await ex
    .select()
    .from(trainingArtifacts)
    .where(eq(trainingArtifacts.processId, processId))
    .orderBy(asc(trainingArtifacts.createdAt), asc(trainingArtifacts.id));
  return rows.map(toTrainingArtifact);
}

export async function listTrainingArtifacts(db: Db, processId: string): Promise<TrainingArtifact[]> {
  await requireProcess(db, processId, 404);
  return trainingArtifactsOf(db, processId);
}

/** Records a training artifact (uploaded file or link) for one process output, with its audit event. */
export async function createTrainingArtifact(
  tx: Tx,
  input: Omit<TrainingArtifactLink, 'linkType'> & { fileType: string; linkType: string | null },
): Promise<TrainingArtifact> {
  await requireProcess(tx, input.processId);
  await requireStoredFile(tx, input.fileUrl);
  const [row] = await tx
    .insert(trainingArtifacts)
    .values({
      processId: input.processId,
      processOutput: input.processOutput,
      name: input.name,
      description: input.description,
      fileType: input.fileType,
      fileUrl: input.fileUrl,
      linkType: input.linkType,
    })
    .returning();
  const created = toTrainingArtifact(row!);
  await writeProcessRowAudit(tx, {
    action: 'create',
    entityType: 'training_artifact',
    summary: `Added training ${created.linkType ? 'link' : 'file'} "${created.name}" to output "${created.processOutput}"`,
    after: created,
  });
  return created;
}

export async function deleteTrainingArtifact(tx: Tx, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Training artifact');
  const [row] = await tx.delete(trainingArtifacts).where(eq(trainingArtifacts.id, id)).returning();
  if (!row) throw notFound('Training artifact');
  const before = toTrainingArtifact(row);
  await deleteFileIfUnused(tx, before.fileUrl);
  await writeProcessRowAudit(tx, {
    action: 'delete',
    entityType: 'training_artifact',
    summary: `Removed training material "${before.name}" from output "${before.processOutput}"`,
    before,
  });
}

/** A process's tier documents by tier, oldest first (a published snapshot keeps the same order). */
export async function tierDocumentsOf(ex: Executor, processId: string): Promise<TierDocument[]> {
  const rows = await ex
    .select()
    .from(trainingTierDocuments)
    .where(eq(trainingTierDocuments.processId, processId))
    .orderBy(
      asc(trainingTierDocuments.tier),
      asc(trainingTierDocuments.createdAt),
      asc(trainingTierDocuments.id),
    );
  return rows.map(toTierDocument);
}

export async function listTierDocuments(db: Db, processId: string): Promise<TierDocument[]> {
  await requireProcess(db, processId, 404);
  return tierDocumentsOf(db, processId);
}

/** Files a document (a stored file or a web link) under a tier of a process, with its audit event. */
export async function createTierDocument(tx: Tx, input: TierDocumentCreate): Promise<TierDocument> {
  await requireProcess(tx, input.processId);
  await requireStoredFile(tx, input.fileUrl);
  const [row] = await tx.insert(trainingTierDocuments).values(input).returning();
  const created = toTierDocument(row!);
  await writeProcessRowAudit(tx, {
    action: 'create',
    entityType: 'training_tier_document',
    summary: `Added ${TIER_LABELS[created.tier]} ${created.fileType} "${created.name}"`,
    after: created,
  });
  return created;
}

export async function deleteTierDocument(tx: Tx, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Document');
  const [row] = await tx
    .delete(trainingTierDocuments)
    .where(and(eq(trainingTierDocuments.id, id)))
    .returning();
  if (!row) throw notFound('Document');
  const before = toTierDocument(row);
  await deleteFileIfUnused(tx, before.fileUrl);
  await writeProcessRowAudit(tx, {
    action: 'delete',
    entityType: 'training_tier_document',
    summary: `Deleted ${TIER_LABELS[before.tier]} document "${before.name}"`,
    before,
  });
}
