import { z } from 'zod';
import { COMPARISON_ROWS } from '../rules/artifact-shapes';
import { ArtifactStateSchema } from './artifact';
import { LIMITS } from './common';
import { TRAINING_TIERS } from './training';

const ROW_KEYS = COMPARISON_ROWS.map((r) => r.key) as [
  (typeof COMPARISON_ROWS)[number]['key'],
  ...(typeof COMPARISON_ROWS)[number]['key'][],
];

/**
 * What a thread is about, inside its process. None (null): the process as a whole. The parts are
 * named by what stays stable while they are edited: a comparison row by its key and side, a pain
 * point by its id, a matrix row by its process output, a tier document by its id. `label` is the
 * part's name when the thread was started, shown when the part has since gone.
 */
export const CommentAnchorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('row'), row: z.enum(ROW_KEYS), state: ArtifactStateSchema }),
  z.object({
    kind: z.literal('pain_point'),
    painPointId: z.uuid({ error: 'painPointId must be a pain point id' }),
    label: z.string().trim().min(1).max(LIMITS.name),
  }),
  z.object({
    kind: z.literal('matrix_row'),
    processOutput: z.string().trim().min(1).max(LIMITS.name),
  }),
  z.object({
    kind: z.literal('tier_document'),
    tierDocumentId: z.uuid({ error: 'tierDocumentId must be a tier document id' }),
    tier: z.enum(TRAINING_TIERS),
    label: z.string().trim().min(1).max(LIMITS.name),
  }),
]);
export type CommentAnchor = z.infer<typeof CommentAnchorSchema>;

/** The process page tab that shows a thread of this anchor ('process': the page header's thread list). */
export type CommentTab = 'process' | 'comparison' | 'materials';

export function anchorTab(anchor: CommentAnchor | null): CommentTab {
  if (!anchor) return 'process';
  return anchor.kind === 'tier_document' ? 'materials' : 'comparison';
}

const STATE_LABELS = { as_is: 'As-Is', to_be: 'To-Be' } as const;

/** Where a thread sits, in words: "To-Be · Workflow Map", "Pain point · Manual re-keying", … */
export function anchorLabel(anchor: CommentAnchor | null): string {
  if (!anchor) return 'Process';
  switch (anchor.kind) {
    case 'row':
      return `${STATE_LABELS[anchor.state]} · ${COMPARISON_ROWS.find((r) => r.key === anchor.row)?.label ?? anchor.row}`;
    case 'pain_point':
      return `Pain point · ${anchor.label}`;
    case 'matrix_row':
      return `Change impact · ${anchor.processOutput}`;
    case 'tier_document':
      return `Training document · ${anchor.label}`;
  }
}

/** A stable text key of an anchor: two anchors naming the same part have the same key. */
export function anchorKey(anchor: CommentAnchor | null): string {
  if (!anchor) return 'process';
  switch (anchor.kind) {
    case 'row':
      return `row:${anchor.state}:${anchor.row}`;
    case 'pain_point':
      return `pain_point:${anchor.painPointId}`;
    case 'matrix_row':
      return `matrix_row:${anchor.processOutput}`;
    case 'tier_document':
      return `tier_document:${anchor.tierDocumentId}`;
  }
}

export const CommentBodySchema = z
  .string({ error: 'The comment is required' })
  .trim()
  .min(1, 'The comment is required')
  .max(LIMITS.description, `A comment must be at most ${LIMITS.description} characters`);

export const CommentSchema = z.object({
  id: z.string(),
  processId: z.string(),
  /** The thread's first comment; null for a thread's first comment itself. */
  parentId: z.string().nullable(),
  anchor: CommentAnchorSchema.nullable(),
  body: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  /** Set when the author changed the text after posting it. */
  editedAt: z.string().nullable(),
  /** A thread's first comment only: when and by whom the thread was resolved, or null while open. */
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  /** The people the text mentions (by @Name), as they were found when it was written. */
  mentions: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Not written by the reader and not read by them yet. */
  unread: z.boolean(),
});
export type Comment = z.infer<typeof CommentSchema>;

/** POST /api/processes/{id}/comments: a new thread (with an anchor or none), or a reply (parentId). */
export const CommentCreateSchema = z.object({
  body: CommentBodySchema,
  anchor: CommentAnchorSchema.nullish().transform((a) => a ?? null),
  parentId: z.uuid({ error: 'parentId must be a comment id' }).nullish(),
});
export type CommentCreate = z.input<typeof CommentCreateSchema>;

/** PATCH /api/comments/{id}: the author edits the text; a thread is resolved or reopened. */
export const CommentUpdateSchema = z
  .object({ body: CommentBodySchema.optional(), resolved: z.boolean().optional() })
  .refine((v) => v.body !== undefined || v.resolved !== undefined, {
    message: 'Send a body or resolved',
  });
export type CommentUpdate = z.infer<typeof CommentUpdateSchema>;

/** POST /api/processes/{id}/comments/read: these comments have been seen by the signed-in person. */
export const CommentsReadSchema = z.object({ commentIds: z.array(z.uuid()).min(1).max(1000) });
export type CommentsRead = z.infer<typeof CommentsReadSchema>;

/** GET /api/comments/unread: the signed-in person's unread comments, per process and per tab. */
export const UnreadCommentsSchema = z.object({
  total: z.number().int(),
  processes: z.record(
    z.string(),
    z.object({
      total: z.number().int(),
      tabs: z.object({
        process: z.number().int(),
        comparison: z.number().int(),
        materials: z.number().int(),
      }),
    }),
  ),
});
export type UnreadComments = z.infer<typeof UnreadCommentsSchema>;
