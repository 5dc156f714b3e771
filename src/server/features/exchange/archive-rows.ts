import { z } from 'zod';
import { isSafeLink, SAFE_LINK_MESSAGE } from '../../../core/rules/safe-link';
import { CommentAnchorSchema } from '../../../core/schemas/comments';
import { isUuid } from '../../../core/schemas/common';
import { EXPORT_TABLE_PATHS, type ExportTable } from '../../../core/schemas/export';
import { DivisionRolesSchema } from '../../../core/schemas/job-role';
import {
  PersonRefSchema,
  PublishedSnapshotSchema,
  ReviewApproverSchema,
  ReviewStatusSchema,
} from '../../../core/schemas/reviews';
import { PAIN_POINT_LINK_KINDS } from '../../../core/schemas/traceability';

/*
 * The rows of each archive table as the importer accepts them (docs/export-format.md). Dates are
 * normalised to the ISO form the exporter writes, so a row compares equal to the database's row in
 * export shape when nothing changed. Unknown fields are ignored (a newer minor exporter may add some).
 */

const id = z
  .string()
  .refine(isUuid, 'must be a UUID')
  .transform((v) => v.toLowerCase());
const at = z.iso.datetime({ offset: true }).transform((v) => new Date(v).toISOString());
const text = z.string().max(1_000_000);
const name = z
  .string()
  .max(10_000)
  .refine((v) => v.trim() !== '', 'must not be blank');
const nullableText = text.nullable().default(null);
/** A stored link as the API takes it (http(s) or a file in this app; see core/rules/safe-link.ts). */
const link = z
  .string()
  .max(10_000)
  .refine((v) => v === '' || isSafeLink(v), SAFE_LINK_MESSAGE);
const nullableLink = link.nullable().default(null);
/** PostgreSQL's integer. */
const int = z.number().int().min(0).max(2_147_483_647);

export const ArchiveJobRoleSchema = z.object({
  id,
  name,
  description: nullableText,
  // Archives written before job roles had a training audience have none: null keeps the stored
  // one (merge) or the §6 preset for the name (a new role).
  divisionRoles: DivisionRolesSchema.nullish().transform((v) => v ?? null),
  createdAt: at,
});

export const ArchiveProcessSchema = z.object({
  id,
  name,
  description: text,
  jobRoleId: id.nullable(),
  version: z.string().min(1).max(100),
  status: z.string().min(1).max(100),
  createdAt: at,
  updatedAt: at,
});

export const ArchiveArtifactSchema = z.object({
  id,
  processId: id,
  type: z.string().min(1).max(100),
  state: z.string().min(1).max(100),
  name,
  description: nullableText,
  fileUrl: nullableLink,
  content: z.unknown().transform((v) => (v === undefined ? null : v)),
  revision: int,
  createdAt: at,
  updatedAt: at,
});

/**
 * A status's or link's pain point id (issue 19). Absent in archives from before ids: the row is
 * then matched to its process's pain point by title on import. Null: a row kept from before ids
 * that matched no pain point; it stays so.
 */
const painPointId = id.nullable().optional();

export const ArchivePainPointStatusSchema = z.object({
  id,
  processId: id,
  painPointId,
  painPointTitle: name,
  status: z.string().min(1).max(100),
  createdAt: at,
});

export const ArchiveChangeImpactSchema = z.object({
  id,
  processId: id,
  processOutput: name,
  changeType: z.string().max(100).nullable(),
  changeDescription: z.array(z.string().max(100)),
  impactAssessment: z.string().max(100).nullable(),
  createdAt: at,
  updatedAt: at,
});

export const ArchiveTrainingArtifactSchema = z.object({
  id,
  processId: id,
  processOutput: name,
  name,
  description: nullableText,
  fileType: z.string().min(1).max(100),
  fileUrl: nullableLink,
  linkType: z.string().max(100).nullable().default(null),
  createdAt: at,
});

export const ArchiveTierDocumentSchema = z.object({
  id,
  processId: id,
  tier: z.string().min(1).max(100),
  name,
  description: nullableText,
  fileType: z.string().min(1).max(100),
  fileUrl: link.refine((v) => v !== '', 'is required'),
  // Archives written before generated documents existed have no generatedAt.
  generatedAt: at.nullish().transform((v) => v ?? null),
  createdAt: at,
});

export const ArchivePainPointLinkSchema = z
  .object({
    id,
    processId: id,
    painPointId,
    painPointTitle: name,
    kind: z.enum(PAIN_POINT_LINK_KINDS),
    /** The output's name, or the training artifact's or tier document's id. */
    target: name,
    createdAt: at,
  })
  .refine((r) => r.kind === 'output' || isUuid(r.target), {
    path: ['target'],
    message: "must be the training item's id (a UUID)",
  })
  .transform((r) => (r.kind === 'output' ? r : { ...r, target: r.target.toLowerCase() }));

export const ArchiveImpactSuggestionDismissalSchema = z.object({
  id,
  processId: id,
  processOutput: name,
  changeType: z.string().min(1).max(100),
  createdAt: at,
});

export const ArchiveDivisionSchema = z.object({
  code: z
    .string()
    .max(100)
    .refine((v) => v.trim() !== '', 'must not be blank'),
  name: text,
  location: text,
  employees: int,
  specialization: text,
  roles: z.record(z.string(), int),
});

export const ArchiveReviewRequestSchema = z.object({
  id,
  processId: id,
  status: ReviewStatusSchema,
  message: text,
  requestedById: id.nullable(),
  requestedByName: name,
  approvers: z.array(ReviewApproverSchema).min(1).max(100),
  createdAt: at,
  closedAt: at.nullable(),
});

export const ArchivePublishedVersionSchema = z.object({
  id,
  processId: id,
  version: z.string().min(1).max(100),
  reviewRequestId: id.nullable(),
  approvedBy: z.array(PersonRefSchema).max(100),
  snapshot: PublishedSnapshotSchema,
  publishedAt: at,
});

export const ArchiveAuditEventSchema = z.object({
  id,
  at,
  action: z.string().min(1).max(100),
  entityType: z.string().min(1).max(100),
  entityId: z.string().max(1000).nullable(),
  processId: id.nullable(),
  summary: text,
  before: z.unknown().transform((v) => (v === undefined ? null : v)),
  after: z.unknown().transform((v) => (v === undefined ? null : v)),
  // Archives from before people carry no actor: their events import with none.
  actorId: id.nullish().transform((v) => v ?? null),
  actorName: z
    .string()
    .max(1000)
    .nullish()
    .transform((v) => v ?? null),
});

export const ArchiveCommentSchema = z.object({
  id,
  processId: id,
  parentId: id.nullable(),
  anchor: CommentAnchorSchema.nullable(),
  body: name,
  authorId: id.nullable(),
  authorName: name,
  mentions: z.array(z.object({ id, name })).max(1000),
  createdAt: at,
  editedAt: at.nullable(),
  resolvedAt: at.nullable(),
  resolvedByName: z.string().max(10_000).nullable(),
});

export const ArchiveFileSchema = z.object({
  id,
  name: z.string().min(1).max(1000),
  mediaType: z
    .string()
    .max(200)
    .regex(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/, 'is not a media type'),
  size: int,
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits'),
  /** Absent in archives made before it was recorded: such a file keeps its flag, or is taken as not protected. */
  passwordProtected: z.boolean().optional(),
  createdAt: at,
  path: z.string().min(1).max(2000),
});

export const ARCHIVE_ROW_SCHEMAS = {
  jobRoles: ArchiveJobRoleSchema,
  processes: ArchiveProcessSchema,
  artifacts: ArchiveArtifactSchema,
  painPointStatuses: ArchivePainPointStatusSchema,
  changeImpactAssessments: ArchiveChangeImpactSchema,
  trainingArtifacts: ArchiveTrainingArtifactSchema,
  trainingTierDocuments: ArchiveTierDocumentSchema,
  painPointLinks: ArchivePainPointLinkSchema,
  impactSuggestionDismissals: ArchiveImpactSuggestionDismissalSchema,
  comments: ArchiveCommentSchema,
  reviewRequests: ArchiveReviewRequestSchema,
  publishedVersions: ArchivePublishedVersionSchema,
  divisions: ArchiveDivisionSchema,
  auditEvents: ArchiveAuditEventSchema,
  files: ArchiveFileSchema,
} as const satisfies Record<ExportTable, z.ZodType>;

export type ArchiveRow<T extends ExportTable> = z.infer<(typeof ARCHIVE_ROW_SCHEMAS)[T]>;

/** The report's name for a table: its data file without folder and extension ("job-roles"). */
export function sheetName(table: ExportTable): string {
  return EXPORT_TABLE_PATHS[table].replace(/^data\//, '').replace(/\.json$/, '');
}

/** What a person recognises a raw archive row by, even before it is validated. */
export function rowLabel(table: ExportTable, raw: unknown, index: number): string {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  let label: string | null = null;
  switch (table) {
    case 'painPointStatuses':
      label = str(r.painPointTitle) && `${str(r.painPointTitle)} (${str(r.status) ?? '?'})`;
      break;
    case 'painPointLinks':
      label = str(r.painPointTitle) && `${str(r.painPointTitle)} → ${str(r.target) ?? '?'}`;
      break;
    case 'changeImpactAssessments':
      label = str(r.processOutput);
      break;
    case 'impactSuggestionDismissals':
      label = str(r.processOutput) && `${str(r.processOutput)} (${str(r.changeType) ?? '?'})`;
      break;
    case 'reviewRequests':
      label = str(r.requestedByName) && `Review requested by ${str(r.requestedByName)}`;
      break;
    case 'publishedVersions':
      label = str(r.version) && `Version ${str(r.version)}`;
      break;
    case 'divisions':
      label = str(r.name) ?? str(r.code);
      break;
    case 'auditEvents':
      label = str(r.summary);
      break;
    case 'comments':
      label = str(r.authorName) && `${str(r.authorName)}: ${str(r.body) ?? ''}`;
      break;
    default:
      label = str(r.name);
  }
  if (label && label.length > 120) label = `${label.slice(0, 117)}…`;
  return label ?? str(r.id) ?? str(r.code) ?? `#${index + 1}`;
}
