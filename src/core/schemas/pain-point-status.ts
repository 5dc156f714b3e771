import { z } from 'zod';
import { isUuid, LIMITS } from './common';

/** Resolution statuses a user sets (spec §4); the export also knows not_started and in_progress. */
export const PAIN_POINT_STATUSES = [
  'resolved',
  'partially_resolved',
  'parking_lot',
  'not_addressed',
] as const;
export const EXPORT_ONLY_PAIN_POINT_STATUSES = ['not_started', 'in_progress'] as const;
export const PainPointStatusValueSchema = z.enum(
  [...PAIN_POINT_STATUSES, ...EXPORT_ONLY_PAIN_POINT_STATUSES],
  {
    error: 'Unknown pain point status',
  },
);
export type PainPointStatusValue = z.infer<typeof PainPointStatusValueSchema>;

export const PAIN_POINT_STATUS_LABELS: Record<PainPointStatusValue, string> = {
  resolved: 'Resolved',
  partially_resolved: 'Partially Resolved',
  parking_lot: 'Added to Parking Lot',
  not_addressed: 'Not Addressed',
  not_started: 'Not Started',
  in_progress: 'In Progress',
};

export const PainPointStatusSchema = z.object({
  id: z.string(),
  processId: z.string(),
  /**
   * The pain point's id in its process's pain points content (issue 19): the status follows it. Null only
   * for a row kept from before ids whose title matched no pain point (never listed; in exports).
   */
  painPointId: z.string().nullable(),
  /** The pain point's current title. */
  painPointTitle: z.string(),
  status: z.string(),
});
export type PainPointStatus = z.infer<typeof PainPointStatusSchema>;

/** A pain point named in a request: by its id (preferred) or by its title (clients from before ids). */
export const painPointIdField = z
  .string({ error: 'Pain point id must be a UUID' })
  .trim()
  .refine(isUuid, 'Pain point id must be a UUID')
  .transform((v) => v.toLowerCase())
  .optional();
export const painPointTitleField = z
  .string({ error: 'Pain point title is required' })
  .trim()
  .min(1, 'Pain point title is required')
  .max(LIMITS.shortText, `Pain point title must be at most ${LIMITS.shortText} characters`)
  .optional();
export const namesPainPoint = (v: { painPointId?: string; painPointTitle?: string }) =>
  v.painPointId !== undefined || v.painPointTitle !== undefined;
export const NAMES_PAIN_POINT_ERROR = {
  message: 'Pain point id or title is required',
  path: ['painPointId'],
};

/**
 * POST /api/pain-point-statuses: the pain point by painPointId, or by painPointTitle (resolved to the
 * process's pain point of that title; 400 when there is none).
 */
export const PainPointStatusCreateSchema = z
  .object({
    processId: z.string().trim().min(1, 'Process is required').max(100),
    painPointId: painPointIdField,
    painPointTitle: painPointTitleField,
    status: PainPointStatusValueSchema,
  })
  .refine(namesPainPoint, NAMES_PAIN_POINT_ERROR);
export type PainPointStatusCreate = z.infer<typeof PainPointStatusCreateSchema>;
