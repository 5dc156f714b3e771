import { z } from 'zod';

export const INVALID_ACCESS_CODE_MESSAGE = 'Invalid access code. Please check your code and try again.';

export const LoginSchema = z.object({
  accessCode: z
    .string({ error: 'Access code is required' })
    .trim()
    .min(1, 'Access code is required')
    .max(200, 'Access code is too long'),
});
export type Login = z.infer<typeof LoginSchema>;

/** companyName is shown on the gate's submit button, so the session call carries it. */
export const SessionStateSchema = z.object({ authenticated: z.boolean(), companyName: z.string() });
export type SessionState = z.infer<typeof SessionStateSchema>;
