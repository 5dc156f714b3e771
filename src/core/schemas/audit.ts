import { z } from 'zod';

export const AuditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  processId: z.string().nullable(),
  summary: z.string(),
  /** The person who made the change; null for the system and for events imported from before people. */
  actorId: z.string().nullable(),
  /** Their name when they made it. */
  actorName: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

/** One audit event with its before/after snapshots, as the Change Log shows it. */
export const AuditEventDetailSchema = AuditEventSchema.extend({
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEventDetail = z.infer<typeof AuditEventDetailSchema>;

/** An event of the repository-wide log, with its process's name so the screen needs no list of processes. */
export const RepositoryHistoryEventSchema = AuditEventDetailSchema.extend({
  /** The process's current name; null when the event has no process or the process has been deleted. */
  processName: z.string().nullable(),
});
export type RepositoryHistoryEvent = z.infer<typeof RepositoryHistoryEventSchema>;

export const HistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/** A day ("2026-11-21", the whole UTC day) or an exact instant (ISO date-time with offset). */
const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Use a date like 2026-11-21 or an ISO date-time',
});

/** GET /api/history: the repository-wide log (Version History), every filter optional. */
export const RepositoryHistoryQuerySchema = z.object({
  processId: z.string().max(100).optional(),
  /** Events of the role's processes plus the role's own events. */
  jobRoleId: z.string().max(100).optional(),
  action: z.string().max(40).optional(),
  entityType: z.string().max(60).optional(),
  /** Inclusive: from the start of that day (UTC) or that instant. */
  from: dayOrInstant.optional(),
  /** Inclusive: to the end of that day (UTC) or that instant. */
  to: dayOrInstant.optional(),
  /** Events made by this person (GET /api/people). */
  actorId: z.string().max(100).optional(),
  /** Case-insensitive text in the summary. */
  search: z.string().max(200, 'Search must be at most 200 characters').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type RepositoryHistoryQuery = z.infer<typeof RepositoryHistoryQuerySchema>;

/** The entity types and actions present in the log, for the filter pickers. */
export const HistoryFacetsSchema = z.object({
  entityTypes: z.array(z.string()),
  actions: z.array(z.string()),
});
export type HistoryFacets = z.infer<typeof HistoryFacetsSchema>;
