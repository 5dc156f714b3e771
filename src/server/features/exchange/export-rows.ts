import { asc, gt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  comments,
  divisions,
  files,
  impactSuggestionDismissals,
  jobRoles,
  painPointLinks,
  painPointStatuses,
  processes,
  publishedVersions,
  reviewRequests,
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

export function exportComment(row: typeof comments.$inferSelect) {
  return {
    id: row.id,
    processId: row.processId,
    parentId: row.parentId,
    anchor: row.anchor ?? null,
    body: row.body,
    authorId: row.authorId,
    authorName: row.authorName,
    mentions: row.mentions,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedByName: row.resolvedByName,
  };
}

/** A review request with its approvers and their decisions (issue 24). */
export function exportReviewRequest(row: typeof reviewRequests.$inferSelect) {
  return {
    id: row.id,
    processId: row.processId,
    status: row.status,
    message: row.message,
    requestedById: row.requestedById,
    requestedByName: row.requestedByName,
    approvers: row.approvers,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** A published version: its number, approvers and the snapshot of the process as approved. */
export function exportPublishedVersion(row: typeof publishedVersions.$inferSelect) {
  return {
    id: row.id,
    processId: row.processId,
    version: row.version,
    reviewRequestId: row.reviewRequestId,
    approvedBy: row.approvedBy,
    snapshot: row.snapshot,
    publishedAt: row.publishedAt.toISOString(),
  };
}

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

/** The stored table behind each archive table (EXPORT_TABLE_PATHS names them). */
export const ARCHIVE_DB_TABLES = {
  jobRoles,
  processes,
  artifacts,
  painPointStatuses,
  changeImpactAssessments,
  trainingArtifacts,
  trainingTierDocuments,
  painPointLinks,
  impactSuggestionDismissals,
  comments,
  reviewRequests,
  publishedVersions,
  divisions,
  auditEvents,
  files,
} as const satisfies Record<ExportTable, PgTable>;

type RowTable = Exclude<ExportTable, 'files'>;
type Row = Record<string, unknown>;

/**
 * How each table's rows become archive rows: its shape, and its key when that is not `id`.
 * Artifact content can be large, so artifacts are read in smaller batches.
 */
const ROW_EXPORTS: {
  [K in RowTable]: {
    map: (row: (typeof ARCHIVE_DB_TABLES)[K]['$inferSelect']) => unknown;
    key?: 'code';
    batch?: number;
  };
} = {
  jobRoles: { map: exportJobRole },
  processes: { map: exportProcess },
  artifacts: { map: exportArtifact, batch: 100 },
  painPointStatuses: { map: exportPainPointStatus },
  changeImpactAssessments: { map: exportChangeImpact },
  trainingArtifacts: { map: exportTrainingArtifact },
  trainingTierDocuments: { map: exportTierDocument },
  painPointLinks: { map: exportPainPointLink },
  impactSuggestionDismissals: { map: exportImpactSuggestionDismissal },
  comments: { map: exportComment },
  reviewRequests: { map: exportReviewRequest },
  // A snapshot holds a process's artifacts: read a few at a time.
  publishedVersions: { map: exportPublishedVersion, batch: 20 },
  divisions: { map: exportDivision, key: 'code' },
  auditEvents: { map: exportAuditEvent },
};

/** The rows of one archive table in the archive's shape, in primary-key order (a stable order). */
export function exportRows(db: Executor, table: RowTable): AsyncGenerator<unknown> {
  const { map, key = 'id', batch = 500 } = ROW_EXPORTS[table];
  const from: PgTable = ARCHIVE_DB_TABLES[table];
  const column = (ARCHIVE_DB_TABLES[table] as unknown as Record<string, PgColumn>)[key]!;
  return mapped(
    keyset(
      (after, n) =>
        db
          .select()
          .from(from)
          .where(after ? gt(column, after) : undefined)
          .orderBy(asc(column))
          .limit(n) as unknown as Promise<Row[]>,
      (r) => r[key] as string,
      batch,
    ),
    map as (row: Row) => unknown,
  );
}
