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
