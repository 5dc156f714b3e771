import { z } from 'zod';
import { LIMITS, optionalText, requiredText } from './common';

export const JobRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The division role titles the job role covers: its training audience (issue 9, seeded from spec §6). */
  divisionRoles: z.array(z.string()),
  createdAt: z.string(),
});
export type JobRole = z.infer<typeof JobRoleSchema>;

/** The list endpoint carries the process count so the sidebar and pickers need no second call. */
export const JobRoleListItemSchema = JobRoleSchema.extend({ processCount: z.number().int() });
export type JobRoleListItem = z.infer<typeof JobRoleListItemSchema>;

/** Each title once, trimmed; at most 100 of them. */
export const DivisionRolesSchema = z
  .array(
    z
      .string({ error: 'Division role titles must be text' })
      .trim()
      .min(1, 'A division role title is blank')
      .max(LIMITS.shortText, `Division role titles must be at most ${LIMITS.shortText} characters`),
  )
  .max(100, 'At most 100 division role titles')
  .transform((titles) => [...new Set(titles)]);

export const JobRoleCreateSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  description: optionalText('Description', LIMITS.description),
  /** Omitted: seeded from the spec §6 preset for the name. */
  divisionRoles: DivisionRolesSchema.optional(),
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
