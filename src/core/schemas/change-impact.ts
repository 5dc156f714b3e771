import { z } from 'zod';
import { LIMITS } from './common';

export const CHANGE_TYPES = ['NEW', 'MODIFIED', 'REMOVED', 'REPLACED'] as const;
export const CHANGE_DESCRIPTIONS = [
  'PEOPLE',
  'SYSTEMS',
  'AUTOMATION_ADDED',
  'AUTOMATION_REDUCED',
  'NEW_PROCESS',
  'PROCESS_CHANGE',
  'PROCEDURE_CHANGE',
  'RULE_POLICY_CHANGE',
] as const;
export const IMPACT_LEVELS = ['HIGH', 'MED', 'LOW'] as const;

export const ChangeTypeSchema = z.enum(CHANGE_TYPES, {
  error: 'Change type must be NEW, MODIFIED, REMOVED or REPLACED',
});
export const ChangeDescriptionSchema = z.enum(CHANGE_DESCRIPTIONS, { error: 'Unknown change description' });
export const ImpactLevelSchema = z.enum(IMPACT_LEVELS, { error: 'Impact must be HIGH, MED or LOW' });
export type ChangeType = z.infer<typeof ChangeTypeSchema>;
export type ChangeDescription = z.infer<typeof ChangeDescriptionSchema>;
export type ImpactLevel = z.infer<typeof ImpactLevelSchema>;

export const ChangeImpactSchema = z.object({
  id: z.string(),
  processId: z.string(),
  processOutput: z.string(),
  changeType: z.string().nullable(),
  changeDescription: z.array(z.string()),
  impactAssessment: z.string().nullable(),
  updatedAt: z.string(),
});
export type ChangeImpact = z.infer<typeof ChangeImpactSchema>;

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** Create-or-update of the row of (process, output); empty values clear it (spec §7). */
export const ChangeImpactUpsertSchema = z.object({
  processId: z.string().trim().min(1, 'Process is required').max(100),
  processOutput: z
    .string({ error: 'Process output is required' })
    .trim()
    .min(1, 'Process output is required')
    .max(LIMITS.shortText, `Process output must be at most ${LIMITS.shortText} characters`),
  changeType: z.preprocess(emptyToNull, ChangeTypeSchema.nullable()).default(null),
  // Each value once, in the order given.
  changeDescription: z
    .array(ChangeDescriptionSchema)
    .max(CHANGE_DESCRIPTIONS.length * 2)
    .default([])
    .transform((values) => [...new Set(values)]),
  impactAssessment: z.preprocess(emptyToNull, ImpactLevelSchema.nullable()).default(null),
});
export type ChangeImpactUpsertInput = z.input<typeof ChangeImpactUpsertSchema>;
export type ChangeImpactUpsert = z.infer<typeof ChangeImpactUpsertSchema>;
