import { z } from 'zod';
import { ChangeTypeSchema } from './change-impact';
import { LIMITS } from './common';
import {
  NAMES_PAIN_POINT_ERROR,
  namesPainPoint,
  painPointIdField,
  painPointTitleField,
} from './pain-point-status';

/*
 * Traceability (issue 9): a To-Be pain point (by its id, issue 19) is linked to the process outputs
 * and training items that address it. A link names its target by kind: an output by its name (outputs have no id of
 * their own; the Change Impact matrix keys them by name), a training artifact or a tier document by
 * id. Links to a training item go when the item is deleted.
 */
export const PAIN_POINT_LINK_KINDS = ['output', 'training_artifact', 'tier_document'] as const;
export const PainPointLinkKindSchema = z.enum(PAIN_POINT_LINK_KINDS, {
  error: 'Link kind must be output, training_artifact or tier_document',
});
export type PainPointLinkKind = z.infer<typeof PainPointLinkKindSchema>;

export const PainPointLinkSchema = z.object({
  id: z.string(),
  processId: z.string(),
  /**
   * The pain point's id in its process's pain points content (issue 19): the link follows it. Null only
   * for a row kept from before ids whose title matched no pain point (never listed; in exports).
   */
  painPointId: z.string().nullable(),
  /** The pain point's current title. */
  painPointTitle: z.string(),
  kind: PainPointLinkKindSchema,
  /** The output's name, or the training artifact's or tier document's id. */
  target: z.string(),
  createdAt: z.string(),
});
export type PainPointLink = z.infer<typeof PainPointLinkSchema>;

const processId = z.string().trim().min(1, 'Process is required').max(100);

/**
 * POST /api/pain-point-links: 201 with the link; 409 when the same link exists; 404 for an unknown
 * process or training item. The pain point by painPointId, or by painPointTitle (resolved to the
 * process's pain point of that title; 400 when there is none).
 */
export const PainPointLinkCreateSchema = z
  .object({
    processId,
    painPointId: painPointIdField,
    painPointTitle: painPointTitleField,
    kind: PainPointLinkKindSchema,
    target: z
      .string({ error: 'Target is required' })
      .trim()
      .min(1, 'Target is required')
      .max(LIMITS.shortText, `Target must be at most ${LIMITS.shortText} characters`),
  })
  .refine(namesPainPoint, NAMES_PAIN_POINT_ERROR);
export type PainPointLinkCreate = z.infer<typeof PainPointLinkCreateSchema>;

/*
 * Suggested Change Impact rows (issue 9) come from the As-Is ↔ To-Be difference and are computed in
 * the browser; a dismissal is stored so the suggestion stays away for everyone. It names the output
 * and the suggested change type, so a later, different suggestion for the same output shows again.
 */
export const ImpactSuggestionDismissalSchema = z.object({
  id: z.string(),
  processId: z.string(),
  processOutput: z.string(),
  changeType: ChangeTypeSchema,
  createdAt: z.string(),
});
export type ImpactSuggestionDismissal = z.infer<typeof ImpactSuggestionDismissalSchema>;

/** POST /api/impact-suggestion-dismissals: 201 with the dismissal, or 200 with the existing one. */
export const ImpactSuggestionDismissalCreateSchema = z.object({
  processId,
  processOutput: z
    .string({ error: 'Process output is required' })
    .trim()
    .min(1, 'Process output is required')
    .max(LIMITS.shortText, `Process output must be at most ${LIMITS.shortText} characters`),
  changeType: ChangeTypeSchema,
});
export type ImpactSuggestionDismissalCreate = z.infer<typeof ImpactSuggestionDismissalCreateSchema>;
