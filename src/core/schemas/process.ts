import { z } from 'zod';
import { LIMITS, requiredText } from './common';

export const PROCESS_STATUSES = ['draft', 'in_review', 'published'] as const;
export const ProcessStatusSchema = z.enum(PROCESS_STATUSES);
export type ProcessStatus = z.infer<typeof ProcessStatusSchema>;

export const DEFAULT_PROCESS_VERSION = '1.0';
export const DEFAULT_PROCESS_STATUS: ProcessStatus = 'draft';

/** A process as the API returns it. status is a string: other values are tolerated on read (spec §3). */
export const ProcessSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  jobRoleId: z.string().nullable(),
  version: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Process = z.infer<typeof ProcessSchema>;

const versionField = z
  .string()
  .trim()
  .min(1, 'Version is required')
  .max(LIMITS.version, `Version must be at most ${LIMITS.version} characters`)
  .regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/, 'Version must look like 1.0');

/** Create: the New Process dialog and POST /api/processes share this (spec §5 new process rules). */
export const ProcessCreateSchema = z.object({
  name: requiredText('Process name', LIMITS.name),
  description: requiredText('Description', LIMITS.description),
  jobRoleId: z.string({ error: 'Job role is required' }).trim().min(1, 'Job role is required').max(100),
  version: versionField.default(DEFAULT_PROCESS_VERSION),
  status: ProcessStatusSchema.default(DEFAULT_PROCESS_STATUS),
});
export type ProcessCreateInput = z.input<typeof ProcessCreateSchema>;
export type ProcessCreate = z.infer<typeof ProcessCreateSchema>;

export const ProcessUpdateSchema = z
  .object({
    name: requiredText('Process name', LIMITS.name),
    description: requiredText('Description', LIMITS.description),
    jobRoleId: z.string().trim().min(1, 'Job role is required').max(100),
    version: versionField,
    status: ProcessStatusSchema,
  })
  .partial();
export type ProcessUpdate = z.infer<typeof ProcessUpdateSchema>;

/** Without limit the whole list is returned (spec §7); the dashboard pages with limit/offset. */
export const ProcessListQuerySchema = z.object({
  search: z.string().max(LIMITS.search, `Search must be at most ${LIMITS.search} characters`).optional(),
  jobRoleId: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});

export const DashboardSummarySchema = z.object({
  totalProcesses: z.number().int(),
  published: z.number().int(),
  draft: z.number().int(),
  inReview: z.number().int(),
  jobRoles: z.number().int(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;
export type ProcessListQuery = z.infer<typeof ProcessListQuerySchema>;
