import { z } from 'zod';
import { LIMITS } from './common';

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
  painPointTitle: z.string(),
  status: z.string(),
});
export type PainPointStatus = z.infer<typeof PainPointStatusSchema>;

export const PainPointStatusCreateSchema = z.object({
  processId: z.string().trim().min(1, 'Process is required').max(100),
  painPointTitle: z
    .string({ error: 'Pain point title is required' })
    .trim()
    .min(1, 'Pain point title is required')
    .max(LIMITS.shortText, `Pain point title must be at most ${LIMITS.shortText} characters`),
  status: PainPointStatusValueSchema,
});
export type PainPointStatusCreate = z.infer<typeof PainPointStatusCreateSchema>;
