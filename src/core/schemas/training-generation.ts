import { z } from 'zod';
import { GENERATED_DOCUMENT_KEYS } from '../rules/training-outlines/types';
import { TierDocumentSchema } from './training';

export const GeneratedDocumentKeySchema = z.enum(GENERATED_DOCUMENT_KEYS, {
  error: 'Unknown document: choose job-aid, walkthrough, change-summary or session-deck',
});

/** One draft Generate Training Materials can write, with what it is built from and what is missing. */
export const PlannedDocumentSchema = z.object({
  key: GeneratedDocumentKeySchema,
  tier: z.enum(['tier_1', 'tier_2', 'tier_3']),
  label: z.string(),
  title: z.string(),
  fileType: z.enum(['guide', 'manual', 'document', 'presentation']),
  format: z.enum(['docx', 'pptx']),
  builtFrom: z.array(z.string()),
  missing: z.array(z.string()),
});
export type PlannedDocumentDto = z.infer<typeof PlannedDocumentSchema>;

export const TrainingGenerationPlanSchema = z.object({
  processId: z.string(),
  documents: z.array(PlannedDocumentSchema),
});
export type TrainingGenerationPlan = z.infer<typeof TrainingGenerationPlanSchema>;

export const TrainingGenerationRequestSchema = z.object({
  documents: z
    .array(GeneratedDocumentKeySchema)
    .min(1, 'Choose at least one document to generate')
    .max(GENERATED_DOCUMENT_KEYS.length * 2)
    .transform((keys) => [...new Set(keys)]),
});
export type TrainingGenerationRequest = z.input<typeof TrainingGenerationRequestSchema>;

export const TrainingGenerationResultSchema = z.object({ documents: z.array(TierDocumentSchema) });
export type TrainingGenerationResult = z.infer<typeof TrainingGenerationResultSchema>;
