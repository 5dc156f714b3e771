import { z } from 'zod';

export const DivisionSchema = z.object({
  code: z.string(),
  name: z.string(),
  location: z.string(),
  employees: z.number().int(),
  specialization: z.string(),
  /** Role title -> headcount; the headcounts sum to `employees`. */
  roles: z.record(z.string(), z.number().int()),
});
export type Division = z.infer<typeof DivisionSchema>;
