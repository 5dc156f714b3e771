import { z } from 'zod';
import { ArtifactSchema } from './artifact';
import { ChangeImpactSchema } from './change-impact';
import { LIMITS } from './common';
import { PainPointStatusSchema } from './pain-point-status';
import { TierDocumentSchema, TrainingArtifactSchema } from './training';

/*
 * Review and sign-off (issue 24). A process goes Draft → In Review (a review request names its
 * approvers) → Published (every approver approved: an immutable published version is kept) or back
 * to Draft (an approver requested changes, with a comment).
 */

export const REVIEW_STATUSES = ['open', 'approved', 'changes_requested'] as const;
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

export const REVIEW_DECISIONS = ['approve', 'request_changes'] as const;
export const ReviewDecisionKindSchema = z.enum(REVIEW_DECISIONS);
export type ReviewDecisionKind = z.infer<typeof ReviewDecisionKindSchema>;

/** The most approvers one request may name: a sign-off board, not a mailing list. */
export const MAX_APPROVERS = 20;

/** POST /api/processes/{id}/review-requests */
export const ReviewRequestCreateSchema = z.object({
  approverIds: z
    .array(z.string().trim().min(1).max(100), { error: 'Pick at least one approver' })
    .min(1, 'Pick at least one approver')
    .max(MAX_APPROVERS, `Pick at most ${MAX_APPROVERS} approvers`)
    .transform((ids) => [...new Set(ids)]),
  message: z
    .string()
    .trim()
    .max(LIMITS.description, `Message must be at most ${LIMITS.description} characters`)
    .default(''),
});
export type ReviewRequestCreateInput = z.input<typeof ReviewRequestCreateSchema>;

/** POST /api/review-requests/{id}/decisions: a comment is required when asking for changes. */
export const ReviewDecisionCreateSchema = z
  .object({
    decision: ReviewDecisionKindSchema,
    comment: z
      .string()
      .trim()
      .max(LIMITS.description, `Comment must be at most ${LIMITS.description} characters`)
      .default(''),
  })
  .refine((d) => d.decision !== 'request_changes' || d.comment.length > 0, {
    message: 'Say what should change: a comment is required when requesting changes',
    path: ['comment'],
  });
export type ReviewDecisionCreateInput = z.input<typeof ReviewDecisionCreateSchema>;

export const ReviewListQuerySchema = z.object({
  /** 1: only the open requests waiting for my decision (My reviews). */
  mine: z.enum(['0', '1']).optional(),
  processId: z.string().max(100).optional(),
});

export const PersonRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof PersonRefSchema>;

export const ReviewApproverSchema = z.object({
  personId: z.string(),
  name: z.string(),
  decision: ReviewDecisionKindSchema.nullable(),
  comment: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ReviewApprover = z.infer<typeof ReviewApproverSchema>;

export const PublishedVersionSummarySchema = z.object({
  id: z.string(),
  processId: z.string(),
  version: z.string(),
  approvedBy: z.array(PersonRefSchema),
  publishedAt: z.string(),
  reviewRequestId: z.string().nullable(),
});
export type PublishedVersionSummary = z.infer<typeof PublishedVersionSummarySchema>;

export const ReviewRequestSchema = z.object({
  id: z.string(),
  processId: z.string(),
  processName: z.string(),
  status: ReviewStatusSchema,
  message: z.string(),
  requestedBy: PersonRefSchema.nullable(),
  requestedByName: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  approvers: z.array(ReviewApproverSchema),
  /** The published version the changes are compared with; null before the first sign-off. */
  baseVersion: PublishedVersionSummarySchema.nullable(),
  /** The version this review published, once approved. */
  publishedVersion: PublishedVersionSummarySchema.nullable(),
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

/** The process as it was approved. */
export const SnapshotProcessSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  jobRoleId: z.string().nullable(),
  version: z.string(),
});

/**
 * The approved state: the process, its artifacts, and the rows kept beside them (pain point
 * statuses, change impact matrix rows, training documents and materials). Versions published
 * before those rows were kept lack them: undefined reads "not recorded in this version", never
 * "none".
 */
export const PublishedSnapshotSchema = z.object({
  process: SnapshotProcessSchema,
  artifacts: z.array(ArtifactSchema),
  painPointStatuses: z.array(PainPointStatusSchema).optional(),
  changeImpacts: z.array(ChangeImpactSchema).optional(),
  tierDocuments: z.array(TierDocumentSchema.omit({ file: true })).optional(),
  trainingArtifacts: z.array(TrainingArtifactSchema.omit({ file: true })).optional(),
});
export type PublishedSnapshot = z.infer<typeof PublishedSnapshotSchema>;

export const PublishedVersionSchema = PublishedVersionSummarySchema.extend({
  snapshot: PublishedSnapshotSchema,
});
export type PublishedVersion = z.infer<typeof PublishedVersionSchema>;

/** `Version 1.2, approved by Maria Lopez and Sam Ode on 3 Dec` (dates in the reader's zone). */
export function publishedVersionLine(
  v: Pick<PublishedVersionSummary, 'version' | 'approvedBy' | 'publishedAt'>,
): string {
  const names = v.approvedBy.map((p) => p.name);
  const who =
    names.length <= 1 ? (names[0] ?? 'nobody') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const on = new Date(v.publishedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  return `Version ${v.version}, approved by ${who} on ${on}`;
}

const NUMBERED = /^(\d+)\.(\d+)$/;

/**
 * The number of the next published version. The first takes the process's own version (1.0 by
 * default). After that the minor number of the last published version goes up by one (1.1 → 1.2),
 * unless an editor raised the process's version above it (to 2.0, say): then that is taken.
 * A version that is not "major.minor" is kept as it is the first time and continued as `.1` after.
 */
export function nextPublishedVersion(processVersion: string, lastPublished: string | null): string {
  if (!lastPublished) return processVersion;
  const last = NUMBERED.exec(lastPublished);
  const own = NUMBERED.exec(processVersion);
  if (!last) return `${lastPublished}.1`;
  const [lastMajor, lastMinor] = [Number(last[1]), Number(last[2])];
  if (own) {
    const [major, minor] = [Number(own[1]), Number(own[2])];
    if (major > lastMajor || (major === lastMajor && minor > lastMinor)) return processVersion;
  }
  return `${lastMajor}.${lastMinor + 1}`;
}
