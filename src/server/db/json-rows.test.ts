import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-app';
import type { Database } from './client';
import { rowsFromJson } from './json-rows';
import { artifacts, auditEvents, jobRoles, processes } from './schema';

// Pages read as one JSON text must give the rows Drizzle's select gives, value for value.
describe('rowsFromJson', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let processId: string;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const db = database.db;
    const [role] = await db.insert(jobRoles).values({ name: 'JSON Role' }).returning();
    const [process] = await db
      .insert(processes)
      .values({ jobRoleId: role!.id, name: 'JSON process', description: 'd' })
      .returning();
    processId = process!.id;
    await db.insert(artifacts).values([
      {
        processId,
        type: 'sipoc',
        state: 'as_is',
        name: 'Quotes "and" \\ back\nslashes',
        description: null,
        content: { rows: [{ supplier: 'Ünïcode ✓', n: 1.5, deep: { list: [null, true, 'x'] } }] },
        createdAt: sql`'2026-01-02 03:04:05.678912+00'::timestamptz`,
      },
      {
        processId,
        type: 'notes',
        state: 'to_be',
        name: 'No content',
        fileUrl: '/api/files/x',
        content: null,
      },
    ]);
    await db.insert(auditEvents).values({
      action: 'update',
      entityType: 'process',
      entityId: processId,
      processId,
      summary: 'Edited',
      before: { name: 'Old' },
      after: { name: 'New', tags: ['a'] },
      actorName: null,
      at: sql`'2026-03-04 05:06:07.000001+00'::timestamptz`,
    });
  });
  afterAll(async () => drop());

  const page = async (table: string, where: string) =>
    (
      (await database.db.execute(
        sql.raw(
          `select json_agg(t order by t.created_at, t.id)::text as page from ${table} t where ${where}`,
        ),
      )) as unknown as { rows: { page: string | null }[] }
    ).rows[0]!.page;

  it('reads artifacts as the select does: nulls, JSON content, text with quotes, times to the millisecond', async () => {
    const selected = await database.db
      .select()
      .from(artifacts)
      .where(eq(artifacts.processId, processId))
      .orderBy(asc(artifacts.createdAt), asc(artifacts.id));
    const fromJson = rowsFromJson(artifacts, await page('artifacts', `process_id = '${processId}'`));
    expect(fromJson).toEqual(selected);
    expect(fromJson[0]!.createdAt).toEqual(new Date('2026-01-02T03:04:05.678Z'));
  });

  it('reads audit events as the select does: a bigint sequence number, before and after', async () => {
    const selected = await database.db.select().from(auditEvents).where(eq(auditEvents.processId, processId));
    const text = (
      (await database.db.execute(
        sql`select json_agg(e)::text as page from ${auditEvents} e where e.process_id = ${processId}`,
      )) as unknown as { rows: { page: string }[] }
    ).rows[0]!.page;
    const fromJson = rowsFromJson(auditEvents, text);
    expect(fromJson).toEqual(selected);
    expect(typeof fromJson[0]!.seq).toBe('number');
  });

  it('keeps a JSON value that is a string a string, and reads no row from json_agg of none', async () => {
    await database.db
      .insert(artifacts)
      .values({ processId, type: 'notes', state: 'as_is', name: 'String content', content: '123' });
    const rows = rowsFromJson(artifacts, await page('artifacts', `name = 'String content'`));
    expect(rows.map((r) => r.content)).toEqual(['123']);
    expect(rowsFromJson(artifacts, await page('artifacts', 'false'))).toEqual([]);
  });
});
