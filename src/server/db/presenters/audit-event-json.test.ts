import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEventDetailSchema } from '../../../core/schemas/audit';
import { openTestDatabase } from '../../testing/test-app';
import type { Database } from '../client';
import { auditEvents } from '../schema';
import { toAuditEvent } from './audit-event';
import { auditEventJson } from './audit-event-json';

// The JSON the database writes for a page of events must be what toAuditEvent makes of the rows
// Drizzle's select gives, field for field, whatever the values hold.
describe('auditEventJson', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const ids: string[] = [];

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const rows = await database.db
      .insert(auditEvents)
      .values([
        {
          action: 'update',
          entityType: 'process',
          entityId: '00000000-0000-4000-8000-000000000001',
          processId: '00000000-0000-4000-8000-000000000001',
          summary: 'Quotes "and" \\ back\nslashes\ttabs \u0001 control, Ünïcode ✓ and 🚒',
          before: {
            name: 'Old',
            list: [1, 'ü', null, 1.5, { deep: 'line\nbreak' }],
            big: 9007199254740991,
            tiny: 1e-300,
          },
          after: 'a JSON string',
          actorId: '00000000-0000-4000-8000-0000000000a1',
          actorName: 'Zoë "Z" O\'Neil',
          // The microseconds go: .890 as a Date keeps it, not .891.
          at: sql`'2026-03-04 05:06:07.890999+00'::timestamptz`,
        },
        {
          action: 'create',
          entityType: 'job_role',
          entityId: null,
          processId: null,
          summary: 'Created',
          before: null,
          after: [],
          actorId: null,
          actorName: null,
          at: sql`'1999-12-31 23:59:59.999999+00'::timestamptz`,
        },
        {
          action: 'delete',
          entityType: 'artifact',
          summary: '',
          at: sql`'2030-01-01 00:00:00+00'::timestamptz`,
        },
      ])
      .returning({ id: auditEvents.id });
    ids.push(...rows.map((r) => r.id));
  });
  afterAll(async () => drop());

  it('writes each event exactly as toAuditEvent makes it of the selected row', async () => {
    const selected = await database.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.id, ids))
      .orderBy(asc(auditEvents.at));
    // A session in another time zone must not move `at` (a server's own setting may be local).
    const page = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'America/New_York'`);
      const { rows } = (await tx.execute(
        sql`select json_agg(${auditEventJson(sql`e`, [['processName', sql`'extra'`]])} order by e.at)::text as page
          from ${auditEvents} e where e.id in ${ids}`,
      )) as unknown as { rows: { page: string }[] };
      return rows[0]!.page;
    });
    const written = JSON.parse(page) as Record<string, unknown>[];
    expect(written).toEqual(selected.map((row) => ({ ...toAuditEvent(row), processName: 'extra' })));
    // The same fields in the same order, and valid by the API's schema.
    expect(Object.keys(written[0]!)).toEqual([...Object.keys(toAuditEvent(selected[0]!)), 'processName']);
    for (const event of written) AuditEventDetailSchema.parse(event);
    expect(written.map((e) => e.at)).toEqual([
      '1999-12-31T23:59:59.999Z',
      '2026-03-04T05:06:07.890Z',
      '2030-01-01T00:00:00.000Z',
    ]);
  });
});
