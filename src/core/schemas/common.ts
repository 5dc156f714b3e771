import { z } from 'zod';

/** Limits on free text, chosen so that a pasted document section fits but a runaway payload does not. */
export const LIMITS = {
  name: 200,
  shortText: 500,
  description: 5000,
  longText: 20000,
  search: 200,
  version: 20,
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the value can be a database id; anything else is answered 404 without a query. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}

/** Path parameter `{id}`: any short string; the service answers 404 for ids that do not exist. */
export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** Path parameter `{processId}` of the per-process lists. */
export const ProcessIdParamsSchema = z.object({ processId: z.string().min(1).max(100) });

/** A required, trimmed text field with a readable message when blank. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional text field; blank becomes null. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const ErrorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
