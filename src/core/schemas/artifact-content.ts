import { z } from 'zod';

/*
 * Content shapes of spec §3. Content arrives from demo data, imports and (later) editors, so
 * every field is optional and unknown fields are kept: a reader renders what it recognises.
 */

const text = z.string();
const textList = z.array(text);

export const SubordinateProcessSchema = z.looseObject({
  processId: z.string().optional(),
  roleName: text.optional(),
  description: text.optional(),
  keyResponsibilities: textList.optional(),
  /** Our addition: the subordinate role's own map image, shown in the full-view dialog. */
  imageUrl: text.optional(),
});

export const WorkflowMapContentSchema = z.looseObject({
  workflowType: text.optional(),
  description: text.optional(),
  subordinateProcesses: z.array(SubordinateProcessSchema).optional(),
  steps: z.number().optional(),
  decisionPoints: z.number().optional(),
  averageTime: text.optional(),
  automationLevel: text.optional(),
});
export type WorkflowMapContent = z.infer<typeof WorkflowMapContentSchema>;

export const SipocContentSchema = z.looseObject({
  suppliers: textList.optional(),
  inputs: textList.optional(),
  process: textList.optional(),
  outputs: textList.optional(),
  customers: textList.optional(),
  suppliersFullNames: textList.optional(),
  inputsFullNames: textList.optional(),
  processFullNames: textList.optional(),
  outputsFullNames: textList.optional(),
  customersFullNames: textList.optional(),
});
export type SipocContent = z.infer<typeof SipocContentSchema>;

export const ProcessStepSchema = z.union([
  text,
  z.looseObject({
    step: z.union([z.number(), text]).optional(),
    name: text.optional(),
    description: text.optional(),
  }),
]);
export type ProcessStep = z.infer<typeof ProcessStepSchema>;

export const JobDescriptionContentSchema = z.looseObject({
  role: text.optional(),
  positionSummary: text.optional(),
  detailedDescription: text.optional(),
  /** A single string (one step per line), or a list of strings or step objects. */
  processSteps: z.union([text, z.array(ProcessStepSchema)]).optional(),
  responsibilities: textList.optional(),
  ongoingActivities: textList.optional(),
  skills: textList.optional(),
  /** Significant Change marking (To-Be): the chosen mode and, in Manual mode, the ticked lines' text. */
  significanceMode: z.enum(['auto', 'manual']).optional(),
  significantLines: textList.optional(),
});
export type JobDescriptionContent = z.infer<typeof JobDescriptionContentSchema>;

export const SystemSchema = z.looseObject({
  name: text,
  purpose: text.optional(),
  keyFunctions: textList.optional(),
});
export const SystemsContentSchema = z.looseObject({ systems: z.array(SystemSchema).optional() });
export type SystemsContent = z.infer<typeof SystemsContentSchema>;

export const CrossFunctionalSubsectionSchema = z.looseObject({
  title: text.optional(),
  subtitle: text.optional(),
  items: textList.optional(),
});
export const CrossFunctionalSectionSchema = z.looseObject({
  title: text.optional(),
  subsections: z.array(CrossFunctionalSubsectionSchema).optional(),
  items: textList.optional(),
});
export const CrossFunctionalContentSchema = z.looseObject({
  sections: z.array(CrossFunctionalSectionSchema).optional(),
  coordinationActivities: z
    .array(z.looseObject({ activity: text.optional(), description: text.optional() }))
    .optional(),
});
export type CrossFunctionalContent = z.infer<typeof CrossFunctionalContentSchema>;

export const PainPointSchema = z.looseObject({
  title: text,
  description: text.optional(),
  impact: text.optional(),
});
export type PainPoint = z.infer<typeof PainPointSchema>;
export const PainPointsContentSchema = z.looseObject({ painPoints: z.array(PainPointSchema).optional() });
export type PainPointsContent = z.infer<typeof PainPointsContentSchema>;

/** The content shape each canonical type must satisfy on every write. */
export const CONTENT_SCHEMA_BY_TYPE = {
  job_description: JobDescriptionContentSchema,
  workflow_map: WorkflowMapContentSchema,
  sipoc: SipocContentSchema,
  role_sipoc: SipocContentSchema,
  cross_functional: CrossFunctionalContentSchema,
  systems: SystemsContentSchema,
  pain_points: PainPointsContentSchema,
} as const;
