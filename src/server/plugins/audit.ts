import { type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { auditEvents, people } from '../db/schema';
import { currentActor } from './sessions/actor-context';

export interface AuditInput {
  action: 'create' | 'update' | 'delete' | 'import';
  entityType: string;
  entityId: string | null;
  processId?: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

function auditRow(event: AuditInput): PgInsertValue<typeof auditEvents> {
  return {
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    processId: event.processId ?? null,
    summary: event.summary,
    before: event.before ?? null,
    after: event.after ?? null,
    ...actorColumns(),
  };
}

/**
 * The person of the request being answered, as the audit event's actor columns. The name is read
 * in the same statement, so an event carries the name the person has at that moment even when
 * another browser of theirs renamed them a second ago.
 */
function actorColumns(): { actorId: string | null; actorName: SQL | null } {
  const actor = currentActor();
  if (!actor) return { actorId: null, actorName: null };
  return { actorId: actor.id, actorName: currentName(actor.id) };
}

function currentName(personId: string): SQL {
  return sql`(select ${people.name} from ${people} where ${people.id} = ${personId}::uuid)`;
}

/** The same two values for a hand-written `INSERT INTO audit_events (…, actor_id, actor_name)`. */
export function actorValuesSql(): SQL {
  const actor = currentActor();
  return actor ? sql`${actor.id}::uuid, ${currentName(actor.id)}` : sql`null::uuid, null::text`;
}

/**
 * Follows every single change recorded for a process (not bulk imports): the statement it returns
 * (null: none) runs with the change's audit event, in one statement of the change's transaction.
 * One round trip instead of two: on PGlite the server's thread waits for each statement of a
 * transaction, and every other request with it.
 */
export type ProcessChangeListener = (event: AuditInput & { processId: string }) => SQL | null;

const processChangeListeners = new Set<ProcessChangeListener>();

/**
 * Lets a feature follow every edit of a process without each of the services that write one
 * calling it (review and sign-off: editing a published process starts a new draft).
 */
export function onProcessChange(listener: ProcessChangeListener): void {
  processChangeListeners.add(listener);
}

/** Records one change; call it with the transaction that makes the change so both commit or neither. */
export async function writeAudit(tx: Executor, event: AuditInput): Promise<void> {
  const insert = tx.insert(auditEvents).values(auditRow(event));
  const processId = event.processId;
  const following = processId
    ? [...processChangeListeners].flatMap((listener) => listener({ ...event, processId }) ?? [])
    : [];
  if (following.length === 0) {
    await insert;
    return;
  }
  // Data-modifying WITH queries all run, to completion, whatever the main query reads.
  const steps = [insert.getSQL(), ...following].map((step, i) => sql`${sql.raw(`s${i}`)} AS (${step})`);
  await tx.execute(sql`WITH ${sql.join(steps, sql`, `)} SELECT 1`);
}

/** Records many changes in a few statements (bulk imports); same guarantee as writeAudit. */
export async function writeAudits(tx: Executor, events: readonly AuditInput[]): Promise<void> {
  for (let i = 0; i < events.length; i += 500) {
    await tx.insert(auditEvents).values(events.slice(i, i + 500).map(auditRow));
  }
}

/** A row that belongs to one process: a link, a status, an artifact, a training item. */
interface ProcessRow {
  id: string;
  processId: string;
}

/** The change of one process row: what it was, what it became, or both. */
export type ProcessRowAuditInput = Pick<AuditInput, 'action' | 'entityType' | 'summary'> &
  ({ before: ProcessRow; after?: ProcessRow | null } | { before?: ProcessRow | null; after: ProcessRow });

/** writeAudit for the change of a row of a process: the event names that row and its process. */
export function writeProcessRowAudit(tx: Executor, event: ProcessRowAuditInput): Promise<void> {
  const row = (event.after ?? event.before) as ProcessRow;
  return writeAudit(tx, { ...event, entityId: row.id, processId: row.processId });
}
