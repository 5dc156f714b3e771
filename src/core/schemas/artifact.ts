import { z } from 'zod';
import { checkArtifactContent } from '../artifact-types/content-check';
import { withPainPointIds } from '../rules/pain-points';
import { canonicalArtifactType, PROCESS_FILE_TYPES } from './artifact-type';
import { LIMITS, optionalText, requiredText } from './common';
import { ContentLimitsSchema, contentLimitProblem } from './content-limits';
import { StoredFileSummarySchema } from './file';
import { optionalLink } from './link';

export {
  ARTIFACT_TYPE_ALIASES,
  ARTIFACT_TYPES,
  type ArtifactType,
  canonicalArtifactType,
  PROCESS_FILE_TYPES,
} from './artifact-type';

export const ARTIFACT_STATES = ['as_is', 'to_be'] as const;
export const ArtifactStateSchema = z.enum(ARTIFACT_STATES);
export type ArtifactState = z.infer<typeof ArtifactStateSchema>;

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

/** Stands in for the id the service gives a pain point: a UUID, so the content is as large as stored. */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

export const ArtifactCreateSchema = z
  .object({
    processId: z.string().trim().min(1, 'Process is required').max(100),
    type: ArtifactTypeInputSchema,
    state: ArtifactStateSchema,
    name: requiredText('Name', LIMITS.name),
    description: optionalText('Description', LIMITS.description),
    fileUrl: optionalLink('File URL', 2000),
    /** The depth and size limits hold for every type; the type's own shape is checked below. */
    content: ContentLimitsSchema.optional(),
  })
  .superRefine((body, ctx) => {
    // The content against its type's module, with the message the service gives (the service
    // checks again: an update names no type, and Bulk Import does not come through this route).
    // Content past the limits is refused once, by the limits' own message.
    if (typeof body.type !== 'string' || contentLimitProblem(body.content) !== null) return;
    // Pain points are checked as the service stores them, every one with an id (issue 19): the
    // service gives one to each that has none before it checks the content.
    const content =
      canonicalArtifactType(body.type) === 'pain_points'
        ? withPainPointIds(body.content, { newId: () => PLACEHOLDER_ID }).content
        : body.content;
    const check = checkArtifactContent(body.type, content);
    if (!check.ok && !check.unknownType)
      ctx.addIssue({ code: 'custom', path: ['content'], message: check.message });
  });
export type ArtifactCreate = z.infer<typeof ArtifactCreateSchema>;

const REVISION_NOT_A_NUMBER =
  'Revision must be a whole number: the artifact\'s "revision" from your last read';

/**
 * Optimistic concurrency: the write applies only when `revision` is the stored one (else 409).
 * The editors also send the artifact's own fields; a field left out keeps its stored value, and a
 * blank description or a null fileUrl clears it.
 */
export const ArtifactUpdateSchema = z.object({
  content: ContentLimitsSchema.refine((v) => v !== undefined, 'Content is required'),
  revision: z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `Revision is required: send the artifact's "revision" from your last read, so a save made meanwhile by someone else is never overwritten (a stale one answers 409)`
          : REVISION_NOT_A_NUMBER,
    })
    .int({ error: REVISION_NOT_A_NUMBER })
    .min(0, { error: REVISION_NOT_A_NUMBER })
    .meta({
      description:
        'The revision of the artifact this change was made to (from its last GET or save). The save applies only if it is still the stored one; otherwise 409 with the current artifact, so two saves at once never overwrite each other.',
    }),
  name: requiredText('Name', LIMITS.name).optional(),
  description: optionalText('Description', LIMITS.description).optional(),
  fileUrl: optionalLink('File URL', 2000).optional(),
});
export type ArtifactUpdate = z.infer<typeof ArtifactUpdateSchema>;

export const ArtifactListQuerySchema = z.object({ processId: z.string().max(100).optional() });
