import { and, asc, eq, sql } from 'drizzle-orm';
import { checkArtifactContent } from '../../../core/artifact-types/content-check';
import { withDiagramFields } from '../../../core/artifact-types/workflow-map-diagram';
import {
  type Artifact,
  type ArtifactCreate,
  type ArtifactUpdate,
  canonicalArtifactType,
} from '../../../core/schemas/artifact';
import { isUuid } from '../../../core/schemas/common';
import type { Db, Tx } from '../../db/client';
import { findArtifact, requireProcess } from '../../db/find';
import { rowsFromJson } from '../../db/json-rows';
import { toArtifact } from '../../db/presenters/artifact';
import { rowsOf } from '../../db/rows-of';
import { artifacts, processes } from '../../db/schema';
import { runBpmnJobOffThread } from '../../lib/bpmn-worker';
import { writeProcessRowAudit } from '../../plugins/audit';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { requireNewlyLinkedFiles } from '../../plugins/files';
import { contentWithPainPointIds, syncPainPointRows } from '../pain-points';

/** Artifacts of one process (or all), oldest first so "the first sipoc" is stable. */
export async function listArtifacts(db: Db, processId?: string): Promise<Artifact[]> {
  if (processId !== undefined && !isUuid(processId)) return [];
  if (processId !== undefined) {
    // One process's: one JSON text (db/json-rows.ts says why). Not all of them: a repository's
    // artifacts in one text could pass the longest string the server can hold.
    const [row] = await rowsOf<{ page: string | null }>(
      db,
      sql`select json_agg(a order by a.created_at, a.id)::text as page from ${artifacts} a where a.process_id = ${processId}`,
    );
    return rowsFromJson(artifacts, row?.page ?? null).map(toArtifact);
  }
  const rows = await db.select().from(artifacts).orderBy(asc(artifacts.createdAt), asc(artifacts.id));
  return rows.map(toArtifact);
}

/**
 * The stored type for an accepted spelling, and the content as stored: checked against that type's
 * module (checkArtifactContent), a workflow map's diagram read and what it gives derived afresh
 * (withDiagramFields, off the request thread for a large diagram), then checked again, since the derived fields count towards the content
 * limits. Refused content is a 400 with its message. Bulk Import holds archive rows to this same
 * check and stores what it gives.
 */
export async function validateArtifactContent(
  type: string,
  content: unknown,
): Promise<{ type: string; content: unknown }> {
  const check = checkArtifactContent(type, content);
  if (!check.ok) throw badRequest(check.message);
  if (check.type !== 'workflow_map' || check.content === null)
    return { type: check.type, content: check.content };
  const derived = await withDiagramFields(check.content, (xml) =>
    runBpmnJobOffThread({ kind: 'derive', xml }),
  );
  if (!derived.ok) throw badRequest(derived.message);
  const stored = checkArtifactContent(check.type, derived.content);
  if (!stored.ok) throw badRequest(stored.message);
  return { type: stored.type, content: stored.content };
}

async function touchProcess(tx: Tx, processId: string): Promise<void> {
  await tx.update(processes).set({ updatedAt: sql`now()` }).where(eq(processes.id, processId));
}

/** The texts of an artifact that may link stored files (its file, description and content). */
function linkTexts(
  fileUrl: string | null | undefined,
  description: string | null | undefined,
  content: unknown,
): string[] {
  return [fileUrl ?? '', description ?? '', content == null ? '' : JSON.stringify(content)];
}

const isPainPoints = (type: string) => canonicalArtifactType(type) === 'pain_points';

/**
 * Creates an artifact under an existing process, type stored canonically, with its audit event.
 * Pain points get their ids (issue 19).
 */
export async function createArtifact(tx: Tx, input: ArtifactCreate): Promise<Artifact> {
  await requireProcess(tx, input.processId);
  const { type, content } = await validateArtifactContent(
    input.type,
    isPainPoints(input.type)
      ? await contentWithPainPointIds(tx, input.processId, null, input.content, null)
      : input.content,
  );
  await requireNewlyLinkedFiles(tx, linkTexts(input.fileUrl, input.description, content));
  const [row] = await tx
    .insert(artifacts)
    .values({
      processId: input.processId,
      type,
      state: input.state,
      name: input.name,
      description: input.description,
      fileUrl: input.fileUrl,
      content,
    })
    .returning();
  const created = toArtifact(row!);
  await touchProcess(tx, created.processId);
  await writeProcessRowAudit(tx, {
    action: 'create',
    entityType: 'artifact',
    summary: `Added ${artifactLabel(created)}`,
    after: created,
  });
  return created;
}

/** How the history names an artifact: `To-Be pain points "Dispatch"`. */
function artifactLabel(artifact: Artifact): string {
  return `${artifact.state === 'to_be' ? 'To-Be' : 'As-Is'} ${artifact.type.replaceAll('_', ' ')} "${artifact.name}"`;
}

/**
 * Replaces an artifact's content (and, when sent, its name, description and file) only when
 * `revision` is the stored one; otherwise 409 with the current artifact so the client can re-apply
 * its change and retry. The check and the write are one UPDATE, so two concurrent writers can
 * never both win. The audit event keeps the whole artifact before and after. Pain points keep
 * their ids, new ones get one, and a removed one's statuses and links go with it (issue 19).
 */
export async function updateArtifactContent(tx: Tx, id: string, update: ArtifactUpdate): Promise<Artifact> {
  const before = await findArtifact(tx, id);
  if (!before) throw notFound('Artifact');
  const painPoints = isPainPoints(before.type);
  const { content } = await validateArtifactContent(
    before.type,
    painPoints
      ? await contentWithPainPointIds(tx, before.processId, before.id, update.content, before.content)
      : update.content,
  );
  await requireNewlyLinkedFiles(
    tx,
    linkTexts(update.fileUrl ?? before.fileUrl, update.description ?? before.description, content),
    linkTexts(before.fileUrl, before.description, before.content),
  );
  const [row] = await tx
    .update(artifacts)
    .set({
      content,
      ...(update.name !== undefined ? { name: update.name } : {}),
      ...(update.description !== undefined ? { description: update.description } : {}),
      ...(update.fileUrl !== undefined ? { fileUrl: update.fileUrl } : {}),
      revision: sql`${artifacts.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(artifacts.id, before.id), eq(artifacts.revision, update.revision)))
    .returning();
  if (!row) {
    const current = await findArtifact(tx, id);
    throw conflict('Someone else changed this artifact. Your change was not saved; reload and try again.', {
      current,
    });
  }
  const after = toArtifact(row);
  if (painPoints) await syncPainPointRows(tx, after.processId, before.content, after.content);
  await touchProcess(tx, after.processId);
  await writeProcessRowAudit(tx, {
    action: 'update',
    entityType: 'artifact',
    summary: `Edited ${artifactLabel(after)}`,
    before,
    after,
  });
  return after;
}

/** Deletes an artifact, and the statuses and links of the pain points it held (issue 19); the audit event keeps a copy. */
export async function deleteArtifact(tx: Tx, id: string): Promise<void> {
  const before = await findArtifact(tx, id);
  if (!before) throw notFound('Artifact');
  await tx.delete(artifacts).where(eq(artifacts.id, before.id));
  if (isPainPoints(before.type)) await syncPainPointRows(tx, before.processId, before.content, null);
  await touchProcess(tx, before.processId);
  await writeProcessRowAudit(tx, {
    action: 'delete',
    entityType: 'artifact',
    summary: `Deleted ${artifactLabel(before)}`,
    before,
  });
}
