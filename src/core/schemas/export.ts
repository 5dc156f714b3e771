import { z } from 'zod';

/*
 * Export All (GET /api/export/all.zip): the archive's manifest. docs/export-format.md describes
 * every table; `version` is the major version, and a reader refuses any version it does not know.
 */

export const EXPORT_FORMAT = 'process-map-repository-export';
export const EXPORT_VERSION = 1;
export const EXPORT_APP = 'process-map-repository';

/** Manifest key -> data file, in the order a restore inserts them. */
export const EXPORT_TABLE_PATHS = {
  jobRoles: 'data/job-roles.json',
  processes: 'data/processes.json',
  artifacts: 'data/artifacts.json',
  painPointStatuses: 'data/pain-point-statuses.json',
  changeImpactAssessments: 'data/change-impact-assessments.json',
  trainingArtifacts: 'data/training-artifacts.json',
  trainingTierDocuments: 'data/training-tier-documents.json',
  painPointLinks: 'data/pain-point-links.json',
  impactSuggestionDismissals: 'data/impact-suggestion-dismissals.json',
  comments: 'data/comments.json',
  reviewRequests: 'data/review-requests.json',
  publishedVersions: 'data/published-versions.json',
  divisions: 'data/divisions.json',
  auditEvents: 'data/audit-events.json',
  files: 'data/files.json',
} as const;
export type ExportTable = keyof typeof EXPORT_TABLE_PATHS;
export const EXPORT_TABLES = Object.keys(EXPORT_TABLE_PATHS) as ExportTable[];

/**
 * Tables added to version 1 after its first archives were written (issue 9): an archive without
 * them is still version 1 and reads as if they were empty. Every other table must be present.
 */
export const EXPORT_TABLES_ADDED_LATER: readonly ExportTable[] = [
  'painPointLinks',
  'impactSuggestionDismissals',
  // Issue 24: archives from before comments import without them.
  'comments',
  // Review and sign-off (issue 24).
  'reviewRequests',
  'publishedVersions',
];

/**
 * A workflow map's diagram written as files under diagrams/ (issue 21): paths by format (bpmn, svg,
 * png; a format left out was not written, `note` says why). A copy for people and other tools: the
 * diagram travels in data/artifacts.json, and an import ignores these files.
 */
export const ExportDiagramSchema = z.object({
  artifactId: z.string(),
  processId: z.string(),
  state: z.string(),
  name: z.string(),
  files: z.object({ bpmn: z.string().optional(), svg: z.string().optional(), png: z.string().optional() }),
  note: z.string().optional(),
});
export type ExportDiagram = z.infer<typeof ExportDiagramSchema>;

export const ExportManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  app: z.string(),
  counts: z.record(z.string(), z.number().int()),
  tables: z.record(z.string(), z.string()),
  /** Since issue 21; absent in older archives. */
  diagrams: z.array(ExportDiagramSchema).optional(),
});
export type ExportManifest = z.infer<typeof ExportManifestSchema>;

/** "process-map-repository-2026-11-21.zip" (or .xlsx), dated by the UTC day of the export. */
export function exportFileName(date: Date, extension: 'zip' | 'xlsx'): string {
  return `process-map-repository-${date.toISOString().slice(0, 10)}.${extension}`;
}
