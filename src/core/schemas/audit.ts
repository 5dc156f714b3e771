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

/** One audit event with its before/after snapshots, as the Change Log shows it. */
export const AuditEventDetailSchema = AuditEventSchema.extend({
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEventDetail = z.infer<typeof AuditEventDetailSchema>;

export const HistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
