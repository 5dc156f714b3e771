import { z } from 'zod';
import { LIMITS } from './common';

/** The roles, lowest first: each one may do everything the ones before it may. */
export const ROLES = ['viewer', 'editor', 'approver', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  viewer: 'Viewer',
  editor: 'Editor',
  approver: 'Approver',
  admin: 'Admin',
};

/** True when `held` may do what `needed` may. */
export function roleAtLeast(held: Role, needed: Role): boolean {
  return ROLES.indexOf(held) >= ROLES.indexOf(needed);
}

/** The lower of two roles. */
export function lowerRole(a: Role, b: Role): Role {
  return ROLES.indexOf(a) <= ROLES.indexOf(b) ? a : b;
}

export const PersonNameSchema = z
  .string({ error: 'Your name is required' })
  .trim()
  .min(1, 'Your name is required')
  .max(LIMITS.name, `Your name must be at most ${LIMITS.name} characters`);

export const PersonEmailSchema = z
  .union([z.literal(''), z.email({ error: 'Enter a valid email address, or leave it empty' })])
  .optional()
  .nullable()
  .transform((v) => (v ? v.toLowerCase() : null));

export const PersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: RoleSchema,
  /** How they sign in: an access code, or the company's single sign-on. */
  signIn: z.enum(['code', 'sso']),
  /** Their role was set on the admin screen: a code of a higher role no longer raises it. */
  roleSetByAdmin: z.boolean(),
  lastSeenAt: z.string().nullable(),
  /** Sessions of theirs that are live now. */
  activeSessions: z.number().int(),
});
export type Person = z.infer<typeof PersonSchema>;

/** PATCH /api/people/{id}: an admin changes a role. */
export const PersonRoleChangeSchema = z.object({ role: RoleSchema });
export type PersonRoleChange = z.infer<typeof PersonRoleChangeSchema>;

/** PUT /api/auth/me: who the signed-in browser says it is. */
export const SelfNameSchema = z.object({ name: PersonNameSchema, email: PersonEmailSchema });
export type SelfName = z.infer<typeof SelfNameSchema>;
