import { asc, gt } from 'drizzle-orm';
import { cleanFileName } from '../../../core/rules/file-rules';
import type { ExportTable } from '../../../core/schemas/export';
import type { Executor } from '../../db/client';
import { toArtifact } from '../../db/presenters/artifact';
import { toAuditEvent } from '../../db/presenters/audit-event';
import { toChangeImpact } from '../../db/presenters/change-impact';
import { toJobRole } from '../../db/presenters/job-role';
import { toStatus } from '../../db/presenters/pain-point-status';
import { toProcess } from '../../db/presenters/process';
import { toDismissal, toLink } from '../../db/presenters/traceability';
import {
  artifacts,
  auditEvents,
  changeImpactAssessments,
  divisions,
  files,
  impactSuggestionDismissals,
  jobRoles,
  painPointLinks,
  painPointStatuses,
  processes,
  trainingArtifacts,
  trainingTierDocuments,
} from '../../db/schema';
import { storedFileColumns } from '../../plugins/files/stored-file';

/*
 * One row of each table as the archive holds it: the API's shape (camelCase, ISO dates) with every
 * stored column, so a restore gives back exactly what was exported. The merge import compares
 * rows in this shape too.
 */

export const exportJobRole = toJobRole;
export const exportProcess = toProcess;
export const exportArtifact = toArtifact;
export const exportAuditEvent = toAuditEvent;

export function exportPainPointStatus(row: typeof painPointStatuses.$inferSelect) {
  return { ...toStatus(row), createdAt: row.createdAt.toISOString() };
}

export function exportChangeImpact(row: typeof changeImpactAssessments.$inferSelect) {
  // createdAt before updatedAt, the order the archive has always had.
  const { updatedAt, ...rest } = toChangeImpact(row);
  return { ...rest, createdAt: row.createdAt.toISOString(), updatedAt };
}

export function exportTrainingArtifact(row: typeof trainingArtifacts.$inferSelect) {
  return {
    id: row.id,
    processId: row.processId,
    processOutput: row.processOutput,
    name: row.name,
    description: row.description,
    fileType: row.fileType,
    fileUrl: row.fileUrl,
    linkType: row.linkType,
    createdAt: row.createdAt.toISOString(),
  };
}

export function exportTierDocument(row: typeof trainingTierDocuments.$inferSelect) {
  return {
    id: row.id,
    processId: row.processId,
    tier: row.tier,
    name: row.name,
    description: row.description,
    fileType: row.fileType,
    fileUrl: row.fileUrl,
    generatedAt: row.generatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The API's link shape: the training item's id is `target`; the id columns are derived from it on import. */
export const exportPainPointLink = toLink;
export const exportImpactSuggestionDismissal = toDismissal;

export function exportDivision(row: typeof divisions.$inferSelect) {
  return {
    code: row.code,
    name: row.name,
    location: row.location,
    employees: row.employees,
    specialization: row.specialization,
    roles: row.roles,
  };
}

/** Where a stored file's bytes sit in the archive. */
export function archiveFilePath(file: { id: string; name: string }): string {
  return `files/${file.id}/${cleanFileName(file.name)}`;
}

export type FileMeta = Omit<typeof files.$inferSelect, 'complete'>;

export function exportFile(row: FileMeta) {
  return {
    id: row.id,
    name: row.name,
    mediaType: row.mediaType,
    size: row.size,
    sha256: row.sha256,
    passwordProtected: row.passwordProtected,
    createdAt: row.createdAt.toISOString(),
    path: archiveFilePath(row),
  };
}
export type ExportedFile = ReturnType<typeof exportFile>;

/** The columns of a stored file the archive lists (its bytes travel apart). */
export const fileMeta = { ...storedFileColumns, createdAt: files.createdAt };

/** Reads a table in primary-key order, `batch` rows per query, without holding more than one batch. */
async function* keyset<R>(
  fetch: (after: string | null, limit: number) => Promise<R[]>,
  keyOf: (row: R) => string,
  batch: number,
): AsyncGenerator<R> {
  let after: string | null = null;
  for (;;) {
    const rows = await fetch(after, batch);
    for (const row of rows) yield row;
    if (rows.length < batch) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

async function* mapped<R, T>(rows: AsyncGenerator<R>, map: (row: R) => T): AsyncGenerator<T> {
  for await (const row of rows) yield map(row);
}

/** Every stored file's metadata (no bytes), in id order. */
export function fileMetas(db: Executor): AsyncGenerator<FileMeta> {
  return keyset(
    (after, n) =>
      db
        .select(fileMeta)
        .from(files)
        .where(after ? gt(files.id, after) : undefined)
        .orderBy(asc(files.id))
        .limit(n),
    (r) => r.id,
    500,
  );
}

/** The rows of one archive table in the archive's shape, in primary-key order (a stable order). */
export function exportRows(db: Executor, table: Exclude<ExportTable, 'files'>): AsyncGenerator<unknown> {
  switch (table) {
    case 'jobRoles':
      return mapped(
        keyset(
          (after, n) =>
            db
              .select()
              .from(jobRoles)
              .where(after ? gt(jobRoles.id, after) : undefined)
              .orderBy(asc(jobRoles.id))
              .limit(n),
          (r) => r.id,
          500,
        ),
        exportJobRole,
      );
    case 'processes':
      return mapped(
        keyset(
          (after, n) =>
            db
              .select()
              .from(processes)
              .where(after ? gt(processes.id, after) : undefined)
              .orderBy(asc(processes.id))
              .limit(n),
          (r) => r.id,
          500,
        ),
        exportProcess,
      );
    case 'artifacts':
      // Artifact content can be large: smaller batches.
      return mapped(
        keyset(
          (after, n) =>
            db
              .select()
              .from(artifacts)
              .where(after ? gt(artifacts.id, after) : undefined)
              .orderBy(asc(artifacts.id))
              .limit(n),
          (r) => r.id,
          100,
        ),
        exportArtifact,
      );
    case 'painPointStatuses':
      return mapped(
        keyset(
          (after, n) =>
            db
              .select()
              .from(painPointStatuses)
              .where(after ? gt(painPointStatuses.id, after) : undefined)
              .orderBy(asc(painPointStatuses.id))
              .limit(n),
          (r) => r.id,
          500,
        ),
        exportPainPointStatus,
      );
    case 'changeImpactAssessments':
      return mapped(
        keyset(
          (after, n) =>
            db
              .select()
              .from(changeImpactAssessments)
              .where(after ? gt(changeImpactAssessments.id, after) : undefined)
              .orderBy(asc(changeImpactAssessments.id))
              .limit(n),
          (r) => r.id,
          500,
        ),
        exportChangeImpact,
      );
    case 'trainingArtifacts':
      return mapped(
        keyset(
          (after, n) =>
            db
              .select()
              .from(trainingArtifacts)
              .where(after ? gt(trainingArtifacts.id, after) : undefined)
              .orderBy(asc(trainingArtifacts.id))
              .limit(n),
          (r) => r.id,
          500,
        ),
        exportTrainingArtifact,
      );
    case 'trainingTierDocuments':
      return mapped(
        keyset(
          (after, n) =>
            db
              .select()
              .from(trainingTierDocuments)
              .where(after ? gt(trainingTierDocuments.id, after) : undefined)
              .orderBy(asc(trainingTierDocuments.id))
              .limit(n),
          (r) => r.id,
          500,
        ),
        exportTierDocument,
      );
    case 'painPointLinks':
      return mapped(
        keyset(
          (after, n) =>
            db
              .select()
              .from(painPointLinks)
              .where(after ? gt(painPointLinks.id, after) : undefined)
              .orderBy(asc(painPointLinks.id))
              .limit(n),
          (r) => r.id,
          500,
        ),
        exportPainPointLink,
      );
    case 'impactSuggestionDismissals':
      return mapped(
        keyset(
          (after, n) =>
            db
              .select()
              .from(impactSuggestionDismissals)
              .where(after ? gt(impactSuggestionDismissals.id, after) : undefined)
              .orderBy(asc(impactSuggestionDismissals.id))
              .limit(n),
          (r) => r.id,
          500,
        ),
        exportImpactSuggestionDismissal,
      );
    case 'divisions':
      return mapped(
        keyset(
          (after, n) =>
            db
              .select()
              .from(divisions)
              .where(after ? gt(divisions.code, after) : undefined)
              .orderBy(asc(divisions.code))
              .limit(n),
          (r) => r.code,
          500,
        ),
        exportDivision,
      );
    case 'auditEvents':
      return mapped(
        keyset(
          (after, n) =>
            db
              .select()
              .from(auditEvents)
              .where(after ? gt(auditEvents.id, after) : undefined)
              .orderBy(asc(auditEvents.id))
              .limit(n),
          (r) => r.id,
          500,
        ),
        exportAuditEvent,
      );
  }
}
