import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, processes } from '../../db/schema';
import { setUpTestApp } from '../../testing/set-up-test-app';

interface Event {
  id: string;
  at: string;
  action: string;
  entityType: string;
  entityId: string | null;
  processId: string | null;
  processName: string | null;
  summary: string;
}

describe('Version History (repository-wide)', () => {
  const t = setUpTestApp();
  let roleA: string;
  let roleB: string;
  let p1: string;
  let p2: string;
  let p3: string;

  const { call } = t;
  const history = async (query = '') => {
    const res = await call('GET', `/api/history${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { events: res.json() as Event[], total: Number(res.headers['x-total-count']) };
  };

  beforeAll(async () => {
    // Dated events first, so everything created below is newer.
    await t.database.db.insert(auditEvents).values([
      { at: new Date('2024-01-10T08:00:00Z'), action: 'update', entityType: 'division', summary: 'Old 10th' },
      {
        at: new Date('2024-01-11T00:00:00Z'),
        action: 'update',
        entityType: 'division',
        summary: 'Start 11th',
      },
      { at: new Date('2024-01-11T23:59:59Z'), action: 'update', entityType: 'division', summary: 'End 11th' },
      {
        at: new Date('2024-01-12T00:00:00Z'),
        action: 'update',
        entityType: 'division',
        summary: '100% done',
      },
    ]);
    roleA = (await call('POST', '/api/job-roles', { name: 'Dispatcher' })).json().id;
    roleB = (await call('POST', '/api/job-roles', { name: 'Estimator' })).json().id;
    p1 = (
      await call('POST', '/api/processes', { name: 'Night Dispatch', description: 'd', jobRoleId: roleA })
    ).json().id;
    p2 = (
      await call('POST', '/api/processes', { name: 'Day Dispatch', description: 'd', jobRoleId: roleA })
    ).json().id;
    p3 = (
      await call('POST', '/api/processes', { name: 'Quoting', description: 'd', jobRoleId: roleB })
    ).json().id;
    await call('PATCH', `/api/processes/${p1}`, { status: 'in_review' });
    await call('DELETE', `/api/processes/${p2}`);
    await call('PATCH', `/api/job-roles/${roleA}`, { description: 'Sends technicians' });
  });

  it('lists every event newest first with the total, 50 by default', async () => {
    const { events, total } = await history();
    expect(total).toBe(12);
    expect(events).toHaveLength(12);
    expect(events[0]!.summary).toBe('Updated job role "Dispatcher"');
    expect(events.at(-1)!.summary).toBe('Old 10th');
    const times = events.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(events[0]).toHaveProperty('before');
    expect(events[0]).toHaveProperty('after');
  });

  it('pages with limit and offset, keeping the total', async () => {
    const first = await history('?limit=5');
    const second = await history('?limit=5&offset=5');
    const past = await history('?limit=5&offset=100');
    expect(first.events).toHaveLength(5);
    expect(second.events).toHaveLength(5);
    expect([first.total, second.total, past.total]).toEqual([12, 12, 12]);
    expect(past.events).toEqual([]);
    const all = (await history()).events.map((e) => e.id);
    expect([...first.events, ...second.events].map((e) => e.id)).toEqual(all.slice(0, 10));
    expect((await call('GET', '/api/history?limit=201')).statusCode).toBe(400);
    expect((await call('GET', '/api/history?limit=0')).statusCode).toBe(400);
  });

  it('filters by process, job role (with its deleted processes and its own events), action and type', async () => {
    expect((await history(`?processId=${p1}`)).events.map((e) => e.summary)).toEqual([
      'Updated process "Night Dispatch"',
      'Created process "Night Dispatch"',
    ]);
    const byRole = (await history(`?jobRoleId=${roleA}`)).events.map((e) => e.summary);
    expect(byRole).toEqual([
      'Updated job role "Dispatcher"',
      'Deleted process "Day Dispatch"',
      'Updated process "Night Dispatch"',
      'Created process "Day Dispatch"',
      'Created process "Night Dispatch"',
      'Created job role "Dispatcher"',
    ]);
    expect((await history(`?jobRoleId=${roleB}`)).events.map((e) => e.processId ?? e.entityId)).toEqual([
      p3,
      roleB,
    ]);
    expect((await history('?action=delete')).events.map((e) => e.entityId)).toEqual([p2]);
    const roles = await history('?entityType=job_role&action=create');
    expect(roles.total).toBe(2);
    expect((await history('?processId=not-an-id')).events).toEqual([]);
    expect((await history('?jobRoleId=00000000-0000-4000-8000-000000000000')).total).toBe(0);
  });

  it('filters by inclusive days and by text in the summary', async () => {
    const day = (await history('?from=2024-01-11&to=2024-01-11')).events.map((e) => e.summary);
    expect(day).toEqual(['End 11th', 'Start 11th']);
    expect((await history('?to=2024-01-10')).events.map((e) => e.summary)).toEqual(['Old 10th']);
    expect((await history('?from=2024-01-12&to=2024-01-12')).events.map((e) => e.summary)).toEqual([
      '100% done',
    ]);
    expect((await history('?from=2024-01-11T12:00:00Z&to=2024-01-12')).total).toBe(2);
    expect((await history('?search=DISPATCH')).total).toBe(6);
    expect((await history('?search=100%25')).events.map((e) => e.summary)).toEqual(['100% done']);
    expect((await history('?search=0%25')).total).toBe(1);
    expect((await call('GET', '/api/history?from=yesterday')).statusCode).toBe(400);
  });

  it('lists the entity types and actions present in the log', async () => {
    const res = await call('GET', '/api/history/facets');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      entityTypes: ['division', 'job_role', 'process'],
      actions: ['create', 'delete', 'update'],
    });
  });

  it('answers an empty first page with a total of 0 in one statement; past the last page it still counts', async () => {
    // A process written without the app has no event at all (a bench's generated repository).
    const [silent] = await t.database.db
      .insert(processes)
      .values({ jobRoleId: roleB, name: 'Silent', description: 'd' })
      .returning();
    // On PostgreSQL the app hears of a change made beside it a moment later.
    await expect.poll(async () => (await call('GET', `/api/processes/${silent!.id}`)).statusCode).toBe(200);
    // PGlite is asked with the text, pg with a query object.
    type Asked = string | { text: string };
    const client = (t.database.db as unknown as { $client: { query: (query: Asked) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      const own = await call('GET', `/api/processes/${silent!.id}/history?limit=20`);
      expect([own.statusCode, own.json(), own.headers['x-total-count']]).toEqual([200, [], '0']);
      const none = await call('GET', `/api/history?processId=${silent!.id}`);
      expect([none.statusCode, none.json(), none.headers['x-total-count']]).toEqual([200, [], '0']);
      // Statements about the log only: the change feed's readers look at theirs meanwhile.
      const asked = spy.mock.calls.filter(([query]) =>
        (typeof query === 'string' ? query : query.text).includes('"audit_events"'),
      );
      expect(asked).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
    const past = await call('GET', `/api/processes/${p1}/history?limit=1&offset=5`);
    expect([past.json(), past.headers['x-total-count']]).toEqual([[], '2']);
    const pastAll = await history(`?processId=${p1}&offset=5`);
    expect([pastAll.events, pastAll.total]).toEqual([[], 2]);
  });

  it("answers a process's history straight after its creation and 404 straight after its deletion", async () => {
    for (let round = 0; round < 5; round++) {
      const name = `Read back ${round}`;
      const created = await call('POST', '/api/processes', { name, description: 'd', jobRoleId: roleB });
      const id = created.json().id as string;
      for (const asked of [id, id.toUpperCase()]) {
        const res = await call('GET', `/api/processes/${asked}/history`);
        expect([res.statusCode, res.json().map((e: Event) => e.summary)]).toEqual([
          200,
          [`Created process "${name}"`],
        ]);
      }
      expect((await call('DELETE', `/api/processes/${id}`)).statusCode).toBe(204);
      // Its events stay in the log, yet the process is gone.
      const gone = await call('GET', `/api/processes/${id}/history`);
      expect([gone.statusCode, gone.json().message]).toEqual([404, 'Process not found.']);
      expect((await call('GET', `/api/processes/${id}/history?offset=5`)).statusCode).toBe(404);
    }
  });

  it("names each event's process as it is called now; a deleted process and an event without one have none", async () => {
    await call('PATCH', `/api/processes/${p3}`, { name: 'Quoting and Estimating' });
    const { events } = await history('?limit=200');
    const nameOf = (summary: string) => events.find((e) => e.summary === summary)?.processName;
    expect(nameOf('Created process "Quoting"')).toBe('Quoting and Estimating');
    expect(nameOf('Updated process "Night Dispatch"')).toBe('Night Dispatch');
    expect(nameOf('Created process "Day Dispatch"')).toBeNull();
    expect(nameOf('Deleted process "Day Dispatch"')).toBeNull();
    expect(nameOf('Created job role "Dispatcher"')).toBeNull();
    expect(nameOf('Old 10th')).toBeNull();
  });

  it('counts a text search up to 100 and says so; the page is still the newest matches', async () => {
    await t.database.db.insert(auditEvents).values(
      Array.from({ length: 1003 }, (_, i) => ({
        at: new Date(Date.UTC(2020, 0, 1, 0, 0, i)),
        action: 'update',
        entityType: 'process',
        summary: `Bulk capped probe ${i}`,
      })),
    );
    const res = await call('GET', '/api/history?search=capped%20probe&limit=5');
    expect(res.headers['x-total-count']).toBe('100');
    expect(res.headers['x-total-count-capped']).toBe('true');
    expect((res.json() as Event[]).map((e) => e.summary)).toEqual(
      [1002, 1001, 1000, 999, 998].map((i) => `Bulk capped probe ${i}`),
    );
    const few = await call('GET', '/api/history?search=capped%20probe%2010&limit=5');
    // 10, 100–109, 1000–1002: counted exactly.
    expect(few.headers['x-total-count']).toBe('14');
    expect(few.headers['x-total-count-capped']).toBeUndefined();
    const facets = (await call('GET', '/api/history/facets')).json();
    expect(facets.actions).toEqual([...facets.actions].sort());
    expect(facets.actions).toContain('update');
  });

  it('counts any other listing up to 100 too; the pages past the count still come, in order', async () => {
    // The 1,003 probes above and the rest: more than 100 events in all.
    const first = await call('GET', '/api/history?limit=200');
    expect(first.headers['x-total-count']).toBe('100');
    expect(first.headers['x-total-count-capped']).toBe('true');
    const everything: Event[] = [];
    for (let offset = 0; ; offset += 200) {
      const res = await call('GET', `/api/history?limit=200&offset=${offset}`);
      const page = res.json() as Event[];
      // Each page counts only up to the cap, however deep: past it still "100+".
      expect(res.headers['x-total-count']).toBe('100');
      expect(res.headers['x-total-count-capped']).toBe('true');
      everything.push(...page);
      if (page.length < 200) break;
    }
    expect(everything.length).toBeGreaterThan(1003);
    expect(new Set(everything.map((e) => e.id)).size).toBe(everything.length);
    const times = everything.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Past the last page: nothing, and still the capped count for the pager.
    const past = await call('GET', `/api/history?limit=50&offset=${everything.length + 50}`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('100');

    // Under the cap a listing is counted exactly, and its pages add up to the count.
    const one = await history(`?processId=${p1}&limit=2`);
    const whole = await history(`?processId=${p1}&limit=200`);
    expect(whole.total).toBe(whole.events.length);
    expect(one.total).toBe(whole.total);
    expect(one.events).toEqual(whole.events.slice(0, 2));
    const division = await call('GET', '/api/history?entityType=division');
    expect(division.headers['x-total-count-capped']).toBeUndefined();
    expect(Number(division.headers['x-total-count'])).toBe((division.json() as Event[]).length);
  });
});
