import { type SQL, sql } from 'drizzle-orm';

/*
 * A page of audit events written by the database as the API's JSON, sent on as it comes: the
 * server's thread neither parses the page nor builds and writes it again. At a million events,
 * Version History by text under 10 connections spent a fifth of that thread in garbage
 * collection of exactly those copies (several hundred kB a request, most of it surviving into
 * the old generation because ten requests were in flight), on the 2 cores PGlite's thread shares.
 * The same shape as toAuditEvent (audit-event.ts); audit-event-json.test.ts holds them equal.
 */

/**
 * `at` as Date.prototype.toISOString writes it: UTC, milliseconds. to_char's MS truncates the
 * microseconds, as does the Date a driver makes of the timestamp.
 */
const isoAt = (e: SQL) => sql`to_char(${e}.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The JSON object of the event in the row `e` (an alias of audit_events or of a select of its
 * columns), its fields in toAuditEvent's order, then `extra` (name, value) fields.
 */
export function auditEventJson(e: SQL, extra: [string, SQL][] = []): SQL {
  const fields: [string, SQL][] = [
    ['id', sql`${e}.id`],
    ['at', isoAt(e)],
    ['action', sql`${e}.action`],
    ['entityType', sql`${e}.entity_type`],
    ['entityId', sql`${e}.entity_id`],
    ['processId', sql`${e}.process_id`],
    ['summary', sql`${e}.summary`],
    ['before', sql`${e}.before`],
    ['after', sql`${e}.after`],
    ['actorId', sql`${e}.actor_id`],
    ['actorName', sql`${e}.actor_name`],
    ...extra,
  ];
  return sql`json_build_object(${sql.join(
    fields.map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`;
}
