import { z } from 'zod';
import { ContentLimitsSchema } from './artifact-content';
import { LIMITS, optionalText, requiredText } from './common';
import { StoredFileSummarySchema } from './file';
import { optionalLink } from './link';

/** Canonical artifact types (spec §3). Aliases are accepted on write and stored canonically. */
export const ARTIFACT_TYPES = [
  'job_description',
  'workflow_map',
  'sipoc',
  'role_sipoc',
  'cross_functional',
  'systems',
  'pain_points',
] as const;
export type ArtifactType = (typeof ARTIFACT_TYPES)[number];

export const ARTIFACT_TYPE_ALIASES: Record<string, ArtifactType> = {
  process_workflow_map: 'workflow_map',
  workflow_sipoc: 'sipoc',
  cross_functional_coordination: 'cross_functional',
};

/** The stored type for any accepted spelling, or null when the type is unknown. */
export function canonicalArtifactType(type: string): ArtifactType | null {
  if ((ARTIFACT_TYPES as readonly string[]).includes(type)) return type as ArtifactType;
  return ARTIFACT_TYPE_ALIASES[type] ?? null;
}

export const ARTIFACT_STATES = ['as_is', 'to_be'] as const;
export const ArtifactStateSchema = z.enum(ARTIFACT_STATES);
export type ArtifactState = z.infer<typeof ArtifactStateSchema>;

/**
 * Uploaded process files (spec §5) are artifacts too; their type is the file kind, the file is at
 * fileUrl, and their content is null or a few facts about it (ProcessFileContentSchema).
 */
export const PROCESS_FILE_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'vsd', 'vsdx'] as const;

export const ArtifactSchema = z.object({
  id: z.string(),
  processId: z.string(),
  type: z.string(),
  state: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  fileUrl: z.string().nullable(),
  /** The stored file behind fileUrl, in lists and answers about one item; null for a link. */
  file: StoredFileSummarySchema.nullable().optional(),
  content: z.unknown().nullable(),
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Artifact = z.infer<typeof ArtifactSchema>;

const ArtifactTypeInputSchema = z
  .string()
  .trim()
  .min(1, 'Type is required')
  .max(60)
  .refine(
    (t) => canonicalArtifactType(t) !== null || (PROCESS_FILE_TYPES as readonly string[]).includes(t),
    'Unknown artifact type',
  );

export const ArtifactCreateSchema = z.object({
  processId: z.string().trim().min(1, 'Process is required').max(100),
  type: ArtifactTypeInputSchema,
  state: ArtifactStateSchema,
  name: requiredText('Name', LIMITS.name),
  description: optionalText('Description', LIMITS.description),
  fileUrl: optionalLink('File URL', 2000),
  /** Checked against the type's shape by the service; the depth and size limits hold for every type. */
  content: ContentLimitsSchema.optional(),
});
export type ArtifactCreate = z.infer<typeof ArtifactCreateSchema>;

/**
 * Optimistic concurrency: the write applies only when `revision` is the stored one (else 409).
 * The editors also send the artifact's own fields; a field left out keeps its stored value, and a
 * blank description or a null fileUrl clears it.
 */
export const ArtifactUpdateSchema = z.object({
  content: ContentLimitsSchema.refine((v) => v !== undefined, 'Content is required'),
  revision: z.number().int().min(0),
  name: requiredText('Name', LIMITS.name).optional(),
  description: optionalText('Description', LIMITS.description).optional(),
  fileUrl: optionalLink('File URL', 2000).optional(),
});
export type ArtifactUpdate = z.infer<typeof ArtifactUpdateSchema>;

export const ArtifactListQuerySchema = z.object({ processId: z.string().max(100).optional() });
