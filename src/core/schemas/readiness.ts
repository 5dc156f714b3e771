import { z } from 'zod';
import { ImpactLevelSchema } from './change-impact';
import { LIMITS } from './common';

/*
 * The Change Readiness dashboard (issue 9): GET /api/readiness answers the whole screen in one
 * request; GET /api/readiness/export downloads one of its tables; GET /api/processes/{id}/readiness
 * is the process page's headcount-weighted impact line. The figures are computed by the pure
 * functions of src/core/rules/readiness.
 */

/** Comma-separated values, each URI-encoded, as the /training address carries them. */
const listParam = z
  .string()
  .max(4000, 'Filter is too long')
  .optional()
  .transform((raw) => {
    if (!raw) return [] as string[];
    const out: string[] = [];
    for (const part of raw.split(',')) {
      let value: string;
      try {
        value = decodeURIComponent(part).trim();
      } catch {
        value = part.trim();
      }
      if (value && value.length <= LIMITS.shortText && !out.includes(value)) out.push(value);
    }
    return out;
  });

export const READINESS_PROCESS_SORTS = ['people', 'coverage', 'impact', 'name'] as const;
export type ReadinessProcessSort = (typeof READINESS_PROCESS_SORTS)[number];

export const ReadinessQuerySchema = z.object({
  states: listParam,
  roles: listParam,
  divisions: listParam,
  sort: z
    .enum(READINESS_PROCESS_SORTS, { error: 'Sort must be people, coverage, impact or name' })
    .default('people'),
  limit: z.coerce.number().int().min(1).max(200).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ReadinessQuery = z.infer<typeof ReadinessQuerySchema>;

export const READINESS_TABLES = ['processes', 'job-roles', 'heat-map', 'training-demand'] as const;
export type ReadinessTable = (typeof READINESS_TABLES)[number];

export const ReadinessExportQuerySchema = ReadinessQuerySchema.omit({ limit: true, offset: true }).extend({
  table: z.enum(READINESS_TABLES, {
    error: 'Table must be processes, job-roles, heat-map or training-demand',
  }),
  format: z.enum(['xlsx', 'csv'], { error: 'Format must be xlsx or csv' }).default('xlsx'),
});
export type ReadinessExportQuery = z.infer<typeof ReadinessExportQuerySchema>;

/**
 * Pain points by the strongest status each holds (resolved, then partially resolved, then parking
 * lot, then not addressed); `notSet` have no status. The five add up to `total`.
 */
export const CoverageSchema = z.object({
  total: z.number().int(),
  resolved: z.number().int(),
  partiallyResolved: z.number().int(),
  parkingLot: z.number().int(),
  notAddressed: z.number().int(),
  notSet: z.number().int(),
});
export type Coverage = z.infer<typeof CoverageSchema>;

/** The outputs of the Change Impact matrix (SIPOC outputs and custom rows) and how many carry an impact. */
export const OutputsAssessmentSchema = z.object({
  total: z.number().int(),
  assessed: z.number().int(),
  high: z.number().int(),
  med: z.number().int(),
  low: z.number().int(),
});
export type OutputsAssessment = z.infer<typeof OutputsAssessmentSchema>;

export const TierCountsSchema = z.object({
  tier_1: z.number().int(),
  tier_2: z.number().int(),
  tier_3: z.number().int(),
});
export type TierCounts = z.infer<typeof TierCountsSchema>;

const readinessFigures = {
  coverage: CoverageSchema,
  outputs: OutputsAssessmentSchema,
  highestImpact: ImpactLevelSchema.nullable(),
  /** Tier documents per tier. */
  tierDocuments: TierCountsSchema,
  /** Training artifacts attached to outputs. */
  trainingArtifacts: z.number().int(),
  /** Which tiers the training-demand rule asks of this role or process. */
  tiersNeeded: z.object({ tier_1: z.boolean(), tier_2: z.boolean(), tier_3: z.boolean() }),
  /** Employees holding the job role's division role titles, within the filters. */
  peopleAffected: z.number().int(),
  divisionsAffected: z.number().int(),
};

export const ProcessReadinessRowSchema = z.object({
  processId: z.string(),
  processName: z.string(),
  status: z.string(),
  jobRoleId: z.string().nullable(),
  jobRoleName: z.string().nullable(),
  ...readinessFigures,
});
export type ProcessReadinessRow = z.infer<typeof ProcessReadinessRowSchema>;

export const JobRoleReadinessRowSchema = z.object({
  jobRoleId: z.string(),
  jobRoleName: z.string(),
  /** The division role titles the job role covers (its audience mapping). */
  divisionRoles: z.array(z.string()),
  processes: z.number().int(),
  ...readinessFigures,
});
export type JobRoleReadinessRow = z.infer<typeof JobRoleReadinessRowSchema>;

export const ReadinessDivisionSchema = z.object({
  code: z.string(),
  name: z.string(),
  location: z.string(),
  employees: z.number().int(),
});
export type ReadinessDivision = z.infer<typeof ReadinessDivisionSchema>;

/** Rows are job roles, columns the filtered divisions; a cell is the role's headcount there. */
export const HeatMapSchema = z.object({
  divisions: z.array(ReadinessDivisionSchema),
  rows: z.array(
    z.object({
      jobRoleId: z.string(),
      jobRoleName: z.string(),
      /** The highest impact among the role's process outputs; colours the row's cells. */
      impact: ImpactLevelSchema.nullable(),
      /** Headcount per division, in column order. */
      cells: z.array(z.number().int()),
      total: z.number().int(),
    }),
  ),
  /** The largest cell, for weighting the colour intensity. */
  maxCell: z.number().int(),
});
export type HeatMap = z.infer<typeof HeatMapSchema>;

/** Seats per tier per division by the documented rule (see trainingDemandRule in core/rules/readiness). */
export const TrainingDemandSchema = z.object({
  rows: z.array(ReadinessDivisionSchema.extend({ seats: TierCountsSchema })),
  totals: TierCountsSchema,
});
export type TrainingDemand = z.infer<typeof TrainingDemandSchema>;

export const ReadinessSchema = z.object({
  totals: z.object({
    processes: z.number().int(),
    jobRoles: z.number().int(),
    peopleAffected: z.number().int(),
    divisionsAffected: z.number().int(),
    coverage: CoverageSchema,
    outputs: OutputsAssessmentSchema,
    /** Processes holding at least one document in the tier. */
    processesWithTier: TierCountsSchema,
  }),
  processes: z.object({
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    sort: z.enum(READINESS_PROCESS_SORTS),
    items: z.array(ProcessReadinessRowSchema),
  }),
  jobRoles: z.array(JobRoleReadinessRowSchema),
  heatMap: HeatMapSchema,
  trainingDemand: TrainingDemandSchema,
  /** Job roles with processes but no division role titles mapped: nobody is counted for them. */
  unmappedJobRoles: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/** GET /api/processes/{id}/readiness: the process page's headcount-weighted impact. */
export const ProcessImpactSchema = z.object({
  processId: z.string(),
  jobRoleName: z.string().nullable(),
  divisionRoles: z.array(z.string()),
  peopleAffected: z.number().int(),
  divisionsAffected: z.number().int(),
  highestImpact: ImpactLevelSchema.nullable(),
  /** One entry per impact level present, highest first, with the outputs and what changes. */
  levels: z.array(
    z.object({
      level: ImpactLevelSchema,
      outputs: z.array(z.string()),
      /** Change descriptions on those outputs, each once, in the catalogue's order. */
      changeDescriptions: z.array(z.string()),
    }),
  ),
  /** e.g. "142 employees in 9 divisions, HIGH: systems change". */
  headline: z.string(),
  coverage: CoverageSchema,
  outputs: OutputsAssessmentSchema,
});
export type ProcessImpact = z.infer<typeof ProcessImpactSchema>;
