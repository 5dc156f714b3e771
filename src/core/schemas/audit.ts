import { z } from 'zod';

export const AuditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  processId: z.string().nullable(),
  summary: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;
