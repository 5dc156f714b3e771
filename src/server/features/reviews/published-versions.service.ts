import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { COMPARISON_ROWS, pickRowArtifact } from '../../../core/rules/artifact-shapes';
import { isUuid } from '../../../core/schemas/common';
import type { MapDiff } from '../../../core/schemas/map-diff';
import {
  nextPublishedVersion,
  type PersonRef,
  type PublishedSnapshot,
  type PublishedVersion,
  type PublishedVersionSummary,
} from '../../../core/schemas/reviews';
import type { Db, Executor } from '../../db/client';
import { requireProcess } from '../../db/find';
import { toChangeImpact } from '../../db/presenters/change-impact';
import { toStatus } from '../../db/presenters/pain-point-status';
import { changeImpactAssessments, painPointStatuses, processes, publishedVersions } from '../../db/schema';
import { writeAudit } from '../../plugins/audit';
import { notFound } from '../../plugins/errors';
import { listArtifacts } from '../artifacts';
import { compareWorkflowMaps } from '../maps';
import { tierDocumentsOf, trainingArtifactsOf } from '../training';

type VersionRow = typeof publishedVersions.$inferSelect;

export function toVersionSummary(row: VersionRow): PublishedVersionSummary {
  return {
    id: row.id,
    processId: row.processId,
    version: row.version,
    approvedBy: row.approvedBy,
    publishedAt: row.publishedAt.toISOString(),
    reviewRequestId: row.reviewRequestId,
  };
}

/** The newest published version of a process, or null before its first sign-off. */
export async function lastPublishedVersion(ex: Executor, processId: string): Promise<VersionRow | null> {
  const [row] = await ex
    .select()
    .from(publishedVersions)
    .where(eq(publishedVersions.processId, processId))
    .orderBy(desc(publishedVersions.publishedAt), desc(publishedVersions.id))
    .limit(1);
  return row ?? null;
}

/** Every published version of a process, newest first (404 for an unknown process). */
export async function listPublishedVersions(db: Db, processId: string): Promise<PublishedVersionSummary[]> {
  await requireProcess(db, processId, 404);
  const rows = await db
    .select()
    .from(publishedVersions)
    .where(eq(publishedVersions.processId, processId))
    .orderBy(desc(publishedVersions.publishedAt), desc(publishedVersions.id));
  return rows.map(toVersionSummary);
}

export async function getPublishedVersion(db: Db, id: string): Promise<PublishedVersion> {
  if (!isUuid(id)) throw notFound('Published version');
  const [row] = await db.select().from(publishedVersions).where(eq(publishedVersions.id, id)).limit(1);
  if (!row) throw notFound('Published version');
  return { ...toVersionSummary(row), snapshot: row.snapshot as PublishedSnapshot };
}

/**
 * The rows beside the artifacts that make up the approved state, in the order their own screens
 * list them: pain point statuses (those of a pain point), matrix rows, tier documents, training
 * materials. Stored files stay links: the snapshot names them, it does not copy them.
 */
async function approvedRows(ex: Executor, processId: string) {
  // One after another: a transaction's queries share one connection.
  const statuses = await ex
    .select()
    .from(painPointStatuses)
    .where(and(eq(painPointStatuses.processId, processId), isNotNull(painPointStatuses.painPointId)))
    .orderBy(asc(painPointStatuses.createdAt), asc(painPointStatuses.id));
  const impacts = await ex
    .select()
    .from(changeImpactAssessments)
    .where(eq(changeImpactAssessments.processId, processId))
    .orderBy(asc(changeImpactAssessments.createdAt), asc(changeImpactAssessments.id));
  const tierDocuments = await tierDocumentsOf(ex, processId);
  const trainingArtifacts = await trainingArtifactsOf(ex, processId);
  return {
    painPointStatuses: statuses.map(toStatus),
    changeImpacts: impacts.map(toChangeImpact),
    tierDocuments,
    trainingArtifacts,
  };
}

/**
 * Publishes the process as it is now, in `tx`: its fields, artifacts and approvedRows are copied into a new
 * published version (never changed afterwards), and the process becomes Published with that
 * version's number (see nextPublishedVersion).
 */
export async function publishProcess(
  tx: Executor,
  input: { processId: string; reviewRequestId: string; approvedBy: PersonRef[] },
): Promise<PublishedVersionSummary> {
  const [process] = await tx.select().from(processes).where(eq(processes.id, input.processId)).for('update');
  if (!process) throw notFound('Process');
  const last = await lastPublishedVersion(tx, process.id);
  const version = nextPublishedVersion(process.version, last?.version ?? null);
  const artifacts = await listArtifacts(tx as Db, process.id);
  const snapshot: PublishedSnapshot = {
    process: {
      id: process.id,
      name: process.name,
      description: process.description,
      jobRoleId: process.jobRoleId,
      version,
    },
    artifacts,
    ...(await approvedRows(tx, process.id)),
  };
  const [row] = await tx
    .insert(publishedVersions)
    .values({
      processId: process.id,
      version,
      reviewRequestId: input.reviewRequestId,
      approvedBy: input.approvedBy,
      snapshot,
    })
    .returning();
  await tx.update(processes).set({ status: 'published', version }).where(eq(processes.id, process.id));
  await writeAudit(tx, {
    action: 'create',
    entityType: 'published_version',
    entityId: row!.id,
    processId: process.id,
    summary: `Published version ${version} of process "${process.name}", approved by ${input.approvedBy.map((p) => p.name).join(', ')}`,
    after: { version, status: 'published', approvedBy: input.approvedBy },
  });
  return toVersionSummary(row!);
}

/** The published versions of the processes given, oldest first: for Export All. */
export async function publishedVersionRows(ex: Executor): Promise<VersionRow[]> {
  return ex
    .select()
    .from(publishedVersions)
    .orderBy(asc(publishedVersions.publishedAt), asc(publishedVersions.id));
}

const WORKFLOW_ROW = COMPARISON_ROWS.find((row) => row.key === 'workflow_map')!;
const STATE_LABEL = { as_is: 'As-Is', to_be: 'To-Be' } as const;

/**
 * The workflow map of one state as this version published it against the same map now, in the
 * shape of the As-Is → To-Be map difference (the published map in the As-Is slots).
 */
export async function versionMapDiff(db: Db, id: string, state: 'as_is' | 'to_be'): Promise<MapDiff> {
  const version = await getPublishedVersion(db, id);
  const current = await listArtifacts(db, version.processId);
  return compareWorkflowMaps(
    pickRowArtifact(version.snapshot.artifacts, WORKFLOW_ROW, state),
    pickRowArtifact(current, WORKFLOW_ROW, state),
    { before: `published ${STATE_LABEL[state]}`, after: `current ${STATE_LABEL[state]}` },
  );
}
