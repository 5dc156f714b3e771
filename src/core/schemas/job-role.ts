import { z } from 'zod';
import { LIMITS, optionalText, requiredText } from './common';

export const JobRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type JobRole = z.infer<typeof JobRoleSchema>;

/** The list endpoint carries the process count so the sidebar and pickers need no second call. */
export const JobRoleListItemSchema = JobRoleSchema.extend({ processCount: z.number().int() });
export type JobRoleListItem = z.infer<typeof JobRoleListItemSchema>;

export const JobRoleCreateSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  description: optionalText('Description', LIMITS.description),
});
export type JobRoleCreate = z.infer<typeof JobRoleCreateSchema>;

export const JobRoleUpdateSchema = JobRoleCreateSchema.partial();
export type JobRoleUpdate = z.infer<typeof JobRoleUpdateSchema>;

/** GET /api/job-roles?search=: name or description contains the text (case-insensitive). */
export const JobRoleListQuerySchema = z.object({
  search: z.string().max(LIMITS.search, `Search must be at most ${LIMITS.search} characters`).optional(),
});
export type JobRoleListQuery = z.infer<typeof JobRoleListQuerySchema>;

/** 409 from DELETE /api/job-roles/{id} while processes still belong to the role. */
export const JobRoleInUseBodySchema = z.object({ message: z.string(), processCount: z.number().int() });

export function jobRoleInUseMessage(processCount: number): string {
  return `This job role has ${processCount} ${processCount === 1 ? 'process' : 'processes'}. Move or delete them before deleting the role.`;
}
