import { z } from 'zod';

/**
 * What GET /api/events tells an open page. Only ids, kinds and names of the people who acted: a page
 * learns that something changed and asks for it through the routes its role may read.
 */

/** Who acted or who is present: the person's id and current name; null id for the system (seeding). */
export const LivePersonSchema = z.object({ id: z.string().nullable(), name: z.string() });
export type LivePerson = z.infer<typeof LivePersonSchema>;

/** One saved change (an audit event): event `change`, SSE id = its place in the change log. */
export const LiveChangeSchema = z.object({
  seq: z.number().int(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  processId: z.string().nullable(),
  actor: LivePersonSchema.nullable(),
  at: z.string(),
});
export type LiveChange = z.infer<typeof LiveChangeSchema>;

/** Event `hello`, first on every stream: this stream's id, for PUT /api/events/presence. */
export const LiveHelloSchema = z.object({ connectionId: z.string() });
export type LiveHello = z.infer<typeof LiveHelloSchema>;

/** Event `presence`: everyone with the process open now (each person once), on any instance. */
export const LivePresenceSchema = z.object({ processId: z.string(), people: z.array(LivePersonSchema) });
export type LivePresence = z.infer<typeof LivePresenceSchema>;

/**
 * Event `reload`: the changes since the page's last event cannot be told one by one (too many, or
 * too old to replay): everything the page shows should be read again.
 */
export const LiveReloadSchema = z.object({ reason: z.enum(['gap', 'burst']) });
export type LiveReload = z.infer<typeof LiveReloadSchema>;

export const LivePresenceUpdateSchema = z.object({
  connectionId: z.uuid({ error: 'connectionId must be the id the stream sent in its hello event' }),
  processId: z.uuid({ error: 'processId must be a process id' }).nullable(),
});
export type LivePresenceUpdate = z.infer<typeof LivePresenceUpdateSchema>;
