import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUuid } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { migrateTo, migrationsBefore, scratchDatabase } from '../../testing/migration-db';

const KEPT_ID = '7d0f1c2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

type Row = Record<string, unknown>;

describe('migration 0012_pain_point_ids', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let remove: () => void;
  const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const one = async (query: ReturnType<typeof sql>): Promise<Row> => (await rows(query))[0]!;

  beforeAll(async () => {
    ({ database, drop } = await scratchDatabase());
    const before = migrationsBefore('0012_pain_point_ids');
    remove = before.remove;
    await migrateTo(database, before.folder);
  });
  afterAll(async () => {
    await drop?.();
    remove?.();
  });

  it('gives every pain point an id and carries statuses and links over by title, losing nothing', async () => {
    // The database as the last release left it: statuses and links keyed by title.
    const { id: processId } = await one(sql`insert into processes (name) values ('Dispatch') returning id`);
    const { id: otherId } = await one(sql`insert into processes (name) values ('Billing') returning id`);
    const tracked = {
      painPoints: [
        { title: 'Paper tickets', impact: 'High' },
        { title: ' Lost orders ', id: KEPT_ID },
        { title: 'Twice', id: KEPT_ID },
        { title: 'Odd id', id: 'pp-1' },
        'Bare string',
        { title: 'Paper tickets', description: 'a repeated title' },
      ],
      note: 'kept',
    };
    await database.db.execute(sql`
      insert into artifacts (process_id, type, state, name, content, created_at) values
        (${processId}, 'pain_points', 'as_is', 'As-Is', ${JSON.stringify({ painPoints: [{ title: 'Paper tickets' }] })}::jsonb, now() - interval '3 days'),
        (${processId}, 'pain_points', 'to_be', 'Tracked', ${JSON.stringify(tracked)}::jsonb, now() - interval '2 days'),
        (${processId}, 'pain_points', 'to_be', 'Later To-Be', ${JSON.stringify({ painPoints: [{ title: 'Only here' }] })}::jsonb, now() - interval '1 day'),
        (${processId}, 'pain_points', 'to_be', 'Empty', ${JSON.stringify({ painPoints: [] })}::jsonb, now()),
        (${processId}, 'sipoc', 'as_is', 'SIPOC', ${JSON.stringify({ outputs: ['Work order'] })}::jsonb, now()),
        (${otherId}, 'pain_points', 'to_be', 'Billing', null, now())`);
    await database.db.execute(sql`
      insert into pain_point_statuses (process_id, pain_point_title, status, created_at) values
        (${processId}, 'Paper tickets', 'resolved', now() - interval '2 hours'),
        (${processId}, ' paper TICKETS', 'resolved', now() - interval '1 hour'),
        (${processId}, 'paper tickets', 'parking_lot', now()),
        (${processId}, 'lost orders', 'not_addressed', now()),
        (${processId}, 'Bare string', 'resolved', now()),
        (${processId}, 'Only here', 'resolved', now()),
        (${processId}, 'Removed long ago', 'resolved', now()),
        (${otherId}, 'Paper tickets', 'resolved', now())`);
    await database.db.execute(sql`
      insert into pain_point_links (process_id, pain_point_title, kind, target) values
        (${processId}, 'PAPER TICKETS', 'output', 'Work order'),
        (${processId}, 'Lost orders', 'output', 'Work order'),
        (${processId}, 'Removed long ago', 'output', 'Work order')`);

    await migrateTo(database);

    const artifacts = await rows(
      sql`select name, content from artifacts where process_id = ${processId} order by created_at`,
    );
    const contentOf = (name: string) =>
      artifacts.find((a) => a.name === name)!.content as { painPoints: Row[]; note?: string };
    const trackedAfter = contentOf('Tracked');
    const ids = trackedAfter.painPoints.map((p) => p.id as string);
    expect(ids.every((id) => typeof id === 'string' && isUuid(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Everything else is as it was: a UUID already there is kept (the first holder), a bare string
    // becomes {title, id}, the order and other fields stay.
    expect(trackedAfter.note).toBe('kept');
    expect(trackedAfter.painPoints.map(({ id: _id, ...rest }) => rest)).toEqual([
      { title: 'Paper tickets', impact: 'High' },
      { title: ' Lost orders ' },
      { title: 'Twice' },
      { title: 'Odd id' },
      { title: 'Bare string' },
      { title: 'Paper tickets', description: 'a repeated title' },
    ]);
    expect(ids[1]).toBe(KEPT_ID);
    expect(ids[2]).not.toBe(KEPT_ID);
    expect(ids[3]).not.toBe('pp-1');
    const asIsIds = contentOf('As-Is').painPoints.map((p) => p.id as string);
    expect(asIsIds.every(isUuid)).toBe(true);
    expect(asIsIds.some((id) => ids.includes(id))).toBe(false);
    expect(contentOf('Empty')).toEqual({ painPoints: [] });

    const [paper, lost, , , bare] = ids;
    const statuses = await rows(
      sql`select pain_point_title as title, pain_point_id as "painPointId", status from pain_point_statuses
        where process_id = ${processId} order by created_at, pain_point_title`,
    );
    // The tracked list decides (the first To-Be); a title matches trimmed, ignoring case; a
    // repeated title goes to its first pain point; two rows that now say the same thing keep one.
    expect(statuses).toEqual(
      expect.arrayContaining([
        { title: 'Paper tickets', painPointId: paper, status: 'resolved' },
        { title: ' paper TICKETS', painPointId: null, status: 'resolved' },
        { title: 'Paper tickets', painPointId: paper, status: 'parking_lot' },
        // "lost orders" found " Lost orders " (trimmed): the row takes its id and its title, trimmed.
        { title: 'Lost orders', painPointId: lost, status: 'not_addressed' },
        { title: 'Bare string', painPointId: bare, status: 'resolved' },
        // Only in a later To-Be list, which nothing tracks: kept, without an id.
        { title: 'Only here', painPointId: null, status: 'resolved' },
        { title: 'Removed long ago', painPointId: null, status: 'resolved' },
      ]),
    );
    expect(statuses).toHaveLength(7);
    const links = await rows(
      sql`select pain_point_title as title, pain_point_id as "painPointId" from pain_point_links order by pain_point_title`,
    );
    expect(links).toEqual([
      { title: 'Lost orders', painPointId: lost },
      { title: 'Paper tickets', painPointId: paper },
      { title: 'Removed long ago', painPointId: null },
    ]);
    // A process whose tracked list has no content keeps its rows, without ids.
    expect(
      await rows(
        sql`select pain_point_id as "painPointId" from pain_point_statuses where process_id = ${otherId}`,
      ),
    ).toEqual([{ painPointId: null }]);

    // The new unique index holds: a second row for the same pain point and status is refused.
    await expect(
      database.db.execute(
        sql`insert into pain_point_statuses (process_id, pain_point_id, pain_point_title, status) values (${processId}, ${paper}, 'x', 'resolved')`,
      ),
    ).rejects.toThrow();
  });
});
