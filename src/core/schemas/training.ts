import { z } from 'zod';
import { parseSafeLink } from '../rules/safe-link';
import { LIMITS, optionalText, requiredText } from './common';
import { StoredFileSummarySchema } from './file';
import { requiredLink } from './link';

export const TRAINING_TIERS = ['tier_1', 'tier_2', 'tier_3'] as const;
export const TIER_DOCUMENT_TYPES = [
  'document',
  'guide',
  'template',
  'checklist',
  'manual',
  'presentation',
] as const;
export const TRAINING_ARTIFACT_FILE_TYPES = ['screenshot', 'document'] as const;

const processId = z.string().trim().min(1, 'Process is required').max(100);
const processOutput = requiredText('Process output', LIMITS.shortText);

/** A stored file (/objects/{id}/{name}) or a web address; never javascript:, data: or other paths. */
export const DocumentUrlSchema = requiredLink(
  'Please provide a valid URL.',
  2000,
  'A file or link is required',
);

export const TrainingArtifactSchema = z.object({
  id: z.string(),
  processId: z.string(),
  processOutput: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  fileType: z.string(),
  fileUrl: z.string().nullable(),
  /** The stored file behind fileUrl, in lists and answers about one item; null for a link. */
  file: StoredFileSummarySchema.nullable().optional(),
  linkType: z.string().nullable(),
  createdAt: z.string(),
});
export type TrainingArtifact = z.infer<typeof TrainingArtifactSchema>;

/** The non-file fields of POST /api/training-artifacts/upload (multipart). */
export const TrainingArtifactUploadFieldsSchema = z.object({
  processId,
  processOutput,
  name: optionalText('Name', LIMITS.name),
  description: optionalText('Description', LIMITS.description),
  fileType: z.enum(TRAINING_ARTIFACT_FILE_TYPES).optional(),
});

export const TrainingArtifactLinkSchema = z.object({
  processId,
  processOutput,
  name: requiredText('Name', LIMITS.name),
  description: optionalText('Description', LIMITS.description),
  fileUrl: DocumentUrlSchema.refine(
    (v) => parseSafeLink(v)?.kind === 'web',
    'Links must start with http:// or https://.',
  ),
  linkType: z.literal('external_url').default('external_url'),
});
export type TrainingArtifactLink = z.infer<typeof TrainingArtifactLinkSchema>;

export const TrainingArtifactListQuerySchema = z.object({ processId: z.string().max(100) });

export const TierDocumentSchema = z.object({
  id: z.string(),
  processId: z.string(),
  tier: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  fileType: z.string(),
  fileUrl: z.string(),
  /** The stored file behind fileUrl, in lists and answers about one item; null for a link. */
  file: StoredFileSummarySchema.nullable().optional(),
  /** When Generate Training Materials wrote it; null for uploaded or linked documents. */
  generatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TierDocument = z.infer<typeof TierDocumentSchema>;

export const TierDocumentCreateSchema = z.object({
  processId,
  tier: z.enum(TRAINING_TIERS, { error: 'Tier must be tier_1, tier_2 or tier_3' }),
  name: z
    .string({ error: 'Please provide a document name.' })
    .trim()
    .min(1, 'Please provide a document name.')
    .max(LIMITS.name, `Document name must be at most ${LIMITS.name} characters`),
  description: optionalText('Description', LIMITS.description),
  fileType: z.enum(TIER_DOCUMENT_TYPES, { error: 'Unknown document type' }).default('document'),
  fileUrl: DocumentUrlSchema,
});
export type TierDocumentCreate = z.infer<typeof TierDocumentCreateSchema>;
