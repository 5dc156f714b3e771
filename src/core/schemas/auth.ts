import { z } from 'zod';
import { PersonEmailSchema, PersonNameSchema, RoleSchema } from './people';

export const INVALID_ACCESS_CODE_MESSAGE = 'Invalid access code. Please check your code and try again.';

export const LoginSchema = z.object({
  accessCode: z
    .string({ error: 'Access code is required' })
    .trim()
    .min(1, 'Access code is required')
    .max(200, 'Access code is too long'),
  /** Optional for scripts and the spec's `{ accessCode }`: the app then asks the person to name themselves. */
  name: PersonNameSchema.optional(),
  email: PersonEmailSchema,
});
export type Login = z.input<typeof LoginSchema>;

/** The signed-in person as their own session sees them. */
export const SessionPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** Their name comes from the company's sign-in and cannot be changed here. */
  sso: z.boolean(),
});
export type SessionPerson = z.infer<typeof SessionPersonSchema>;

/**
 * companyName is shown on the gate's submit button, so the session call carries it; so do the ways
 * to sign in this server offers, and who is signed in with which role.
 */
export const SessionStateSchema = z.object({
  authenticated: z.boolean(),
  companyName: z.string(),
  /** null: signed out, or signed in with a code but not yet named. */
  person: SessionPersonSchema.nullable(),
  role: RoleSchema.nullable(),
  /** Access codes are accepted (ACCESS_CODES is not `off`). */
  accessCodes: z.boolean(),
  /** Single sign-on is configured: the gate offers "Sign in with {companyName}". */
  sso: z.boolean(),
});
export type SessionState = z.infer<typeof SessionStateSchema>;
