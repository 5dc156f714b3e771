import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Process, ProcessListQuery } from '../../../core/schemas/process';
import type { Database } from '../../db/client';
import { findProcess } from '../../db/find';
import { ChangeFeed } from '../../plugins/cache/change-feed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ProcessIndexKeeper } from './process-index-keeper';
import { listProcesses } from './processes.service';

const silent = { warn: () => {}, debug: () => {} } as never;

/**
 * Waits until `keeper` has done every build it means to for the feed's current version: first for
 * the feed to hear every change committed so far (on PostgreSQL a write's NOTIFY arrives a moment
 * after its answer, and moves the version on again), then for the builds that started.
 */
async function indexed(t: TestApp, keeper: ProcessIndexKeeper): Promise<void> {
  await t.feed.sync();
  await keeper.settled();
}

describe('the search index kept beside the database', () => {
  let t: TestApp;
  let cookie: string;
  let keeper: ProcessIndexKeeper;
  let roleId: string;
  /** The index's answer in the database search's shape, or null. */
  const fromIndex = (query: ProcessListQuery) => {
    const page = keeper.page(query);
    if (!page) return null;
    const { body, etag: _etag, ...counts } = page;
    return { items: JSON.parse(body.toString()) as Process[], ...counts };
  };

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    roleId = (await t.request(cookie, 'POST', '/api/job-roles', { name: 'Fire Alarm Technician' })).json().id;
    await t.request(cookie, 'POST', '/api/job-roles', { name: 'Dispatcher' });
    const before = t.feed.version;
    // More than one load chunk (5,000), with equal timestamps, so the keyset must use the id too.
    await t.database.db.execute(sql`
      insert into processes (job_role_id, name, description, updated_at)
      select case when g % 7 = 0 then null else ${roleId}::uuid end,
        'Process ' || g,
        case when g % 997 = 0 then 'rare zephyrquartz step' else 'service call and dispatch' end,
        timestamptz '2026-01-01' + ((g / 3) || ' seconds')::interval
      from generate_series(1, 5600) g`);
    await t.feed.sync();
    expect(t.feed.version).toBeGreaterThan(before);
    keeper = new ProcessIndexKeeper(t.database.db, t.feed, silent, { waitFrom: 1000 });
    keeper.start();
    await indexed(t, keeper);
  });
  afterAll(async () => {
    await keeper.close();
    await t.close();
  });

  it('holds every process and answers as the database search does', async () => {
    expect(keeper.indexedVersion).toBe(t.feed.version);
    const queries: ProcessListQuery[] = [
      { search: 'zephyrquartz', limit: 24 },
      { search: 'SERVICE', limit: 24, offset: 48 },
      { search: 'service', limit: 24, offset: 5590 },
      { search: 'alarm tech', limit: 24 },
      { search: 'alarm tech', limit: 24, jobRoleId: roleId },
      { search: 'zephyrquartz' },
      { search: ' process 55 ', limit: 1000 },
      { search: 'x', limit: 10 },
      { search: 'no such words', limit: 24 },
    ];
    for (const query of queries) {
      expect(fromIndex(query), JSON.stringify(query)).toEqual(await listProcesses(t.database.db, query));
    }
    const all = fromIndex({ search: 'process' });
    expect(all?.items).toHaveLength(5600);
    expect(new Set(all?.items.map((p) => p.id)).size).toBe(5600);
  });

  it('changes the index in place for each write: never an older answer, no whole rebuild', async () => {
    const builds = keeper.stats.builds;
    const same = async (queries: ProcessListQuery[]) => {
      // As the route does: the request's sync first (it has heard every change before it arrived).
      await t.feed.sync();
      expect(await keeper.caughtUp(10_000)).toBe(true);
      for (const query of queries) {
        expect(fromIndex(query), JSON.stringify(query)).toEqual(await listProcesses(t.database.db, query));
      }
    };
    const created = await t.request(cookie, 'POST', '/api/processes', {
      name: 'Brand new inspection',
      description: 'zephyrquartz too',
      jobRoleId: roleId,
    });
    expect(created.statusCode).toBe(201);
    // Right after the write's answer the index either has it or is not used (the caller waits).
    const right = fromIndex({ search: 'zephyrquartz', limit: 24 });
    expect(right === null || right.items[0]?.id === created.json().id).toBe(true);
    await same([{ search: 'zephyrquartz', limit: 24 }, { limit: 24 }, { jobRoleId: roleId, limit: 5 }]);
    expect(fromIndex({ search: 'zephyrquartz', limit: 24 })?.items[0]).toEqual(created.json());

    // An edit of an old process moves it to the front; its old words no longer find it.
    const old = (await listProcesses(t.database.db, { search: 'process 4321', limit: 1 })).items[0]!;
    const edited = await t.request(cookie, 'PATCH', `/api/processes/${old.id}`, {
      name: 'Renamed far back',
    });
    expect(edited.statusCode).toBe(200);
    await same([
      { search: 'process 4321', limit: 24 },
      { search: 'renamed far', limit: 24 },
      { limit: 3 },
      { jobRoleId: roleId, limit: 24, offset: 4700 },
    ]);
    expect(fromIndex({ limit: 1 })?.items[0]?.id).toBe(old.id);

    const deleted = await t.request(cookie, 'DELETE', `/api/processes/${created.json().id}`);
    expect(deleted.statusCode).toBe(204);
    await same([{ search: 'zephyrquartz', limit: 24 }, {}]);

    // A renamed role is matched by its new name; a new role's processes are found by it.
    await t.request(cookie, 'PATCH', `/api/job-roles/${roleId}`, { name: 'Sprinkler Fitter' });
    await same([
      { search: 'sprinkler', limit: 24 },
      { search: 'alarm tech', limit: 24 },
    ]);
    expect(fromIndex({ search: 'sprinkler', limit: 24 })?.total).toBe(100);
    const role = (await t.request(cookie, 'POST', '/api/job-roles', { name: 'Night Shift Lead' })).json();
    const overnight = await t.request(cookie, 'POST', '/api/processes', {
      name: 'Overnight check',
      description: 'Doors and alarms',
      jobRoleId: role.id,
    });
    expect(overnight.statusCode).toBe(201);
    await same([{ search: 'night shift', limit: 24 }, { jobRoleId: role.id }]);
    expect(fromIndex({ jobRoleId: role.id })?.total).toBe(1);
    // Deleted, it leaves its process without a role (a write of that process too).
    await t.request(cookie, 'DELETE', `/api/job-roles/${role.id}`);
    await same([
      { search: 'night shift', limit: 24 },
      { search: 'overnight', limit: 24 },
      { jobRoleId: role.id },
    ]);

    expect(keeper.stats.builds).toBe(builds);
  });

  it('compacts from memory once many writes pile up, and stays exact', async () => {
    const builds = keeper.stats.builds;
    // One statement, 1,500 processes: more than its base can take beside it.
    await t.database.db.execute(sql`
      insert into processes (job_role_id, name, description)
      select ${roleId}::uuid, 'Bulk ' || g, 'compaction check' from generate_series(1, 1500) g`);
    await t.feed.sync();
    expect(await keeper.caughtUp(10_000)).toBe(true);
    await keeper.settled();
    expect(keeper.stats.compactions).toBeGreaterThan(0);
    expect(keeper.stats.builds).toBe(builds);
    await t.feed.sync();
    expect(await keeper.caughtUp(10_000)).toBe(true);
    for (const query of [
      { search: 'compaction', limit: 24, offset: 1490 },
      { limit: 24 },
      { jobRoleId: roleId, limit: 24 },
    ]) {
      expect(fromIndex(query), JSON.stringify(query)).toEqual(await listProcesses(t.database.db, query));
    }
    await t.database.db.execute(sql`delete from processes where name like 'Bulk %'`);
  });

  it('answers nothing while the change feed is down', async () => {
    await indexed(t, keeper);
    await t.feed.stop();
    try {
      expect(keeper.page({ search: 'service', limit: 24 })).toBeNull();
      expect(await keeper.caughtUp(1000)).toBe(false);
    } finally {
      await t.feed.start(t.database);
    }
  });

  it('answers the API from the index: the same body and totals as the database, an ETag and 304', async () => {
    const served = t.app.processIndex;
    await indexed(t, served);
    expect(served.indexedVersion).toBe(t.feed.version);
    for (const query of ['search=zephyrquartz&limit=24', 'search=service&limit=24&offset=24']) {
      const res = await t.request(cookie, 'GET', `/api/processes?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const params = Object.fromEntries(new URLSearchParams(query));
      const want = await listProcesses(t.database.db, {
        search: params.search,
        limit: Number(params.limit),
        offset: Number(params.offset ?? 0),
      });
      expect(res.json()).toEqual(want.items);
      expect(res.headers['x-total-count']).toBe(String(want.total));
      expect(res.headers['x-total-count-capped']).toBe(want.totalIsLowerBound ? 'true' : undefined);
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/processes?${query}`,
        headers: { cookie, 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const whole = await t.request(cookie, 'GET', '/api/processes');
    expect(whole.json()).toEqual((await listProcesses(t.database.db, {})).items);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/processes?n=1',
      headers: { cookie, 'if-none-match': String(whole.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(served.indexedVersion).toBe(t.feed.version);
  });

  it('answers one process from the index as the database has it: built, written since, deleted', async () => {
    const served = t.app.processIndex;
    await indexed(t, served);
    const [built] = (await listProcesses(t.database.db, { search: 'zephyrquartz', limit: 1 })).items;
    const written = (
      await t.request(cookie, 'POST', '/api/processes', {
        name: 'Read back one',
        description: 'Written after the build',
        jobRoleId: roleId,
      })
    ).json();
    // Straight after the write's answer: the index catches up before it answers.
    for (const id of [built!.id, written.id, written.id.toUpperCase()]) {
      const answers = served.stats.answers;
      const res = await t.request(cookie, 'GET', `/api/processes/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual(await findProcess(t.database.db, id.toLowerCase()));
      expect(served.stats.answers).toBe(answers + 1);
    }
    await t.request(cookie, 'PATCH', `/api/processes/${written.id}`, { name: 'Read back renamed' });
    expect((await t.request(cookie, 'GET', `/api/processes/${written.id}`)).json().name).toBe(
      'Read back renamed',
    );
    await t.request(cookie, 'DELETE', `/api/processes/${written.id}`);
    const gone = await t.request(cookie, 'GET', `/api/processes/${written.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBeTruthy();
  });

  it('ends up at the newest version when a write lands while it builds', async () => {
    const fresh = new ProcessIndexKeeper(t.database.db, t.feed, silent);
    fresh.start();
    // Its build has started: this write lands while it loads.
    const created = await t.request(cookie, 'POST', '/api/processes', {
      name: 'Overtaking write',
      description: 'Written while the index builds',
      jobRoleId: roleId,
    });
    await t.feed.sync();
    await fresh.settled();
    expect(fresh.indexedVersion).toBe(t.feed.version);
    expect(fresh.stats.builds).toBe(1);
    const page = fresh.page({ search: 'overtaking', limit: 24 });
    expect(JSON.parse(page?.body.toString() ?? 'null')).toEqual([created.json()]);
    await fresh.close();
  });

  it('says why when a build fails, leaves searches to the database, and tries again a second later', async () => {
    /** When each warning was logged. */
    const warnings: number[] = [];
    const failing = { execute: () => Promise.reject(new Error('connection lost')) } as never;
    const broken = new ProcessIndexKeeper(failing, t.feed, {
      warn: () => warnings.push(Date.now()),
    } as never);
    broken.start();
    await broken.settled();
    expect(warnings).toHaveLength(1);
    // A failed build does not try again by itself: the next search asks for a try, and meanwhile
    // asks the database.
    expect(broken.page({ search: 'service', limit: 24 })).toBeNull();
    // The try it asked for starts a second after the failure at the earliest (then two, four, …).
    await broken.settled();
    expect(warnings).toHaveLength(2);
    expect(warnings[1]! - warnings[0]!).toBeGreaterThanOrEqual(1000);
    await broken.close();
  });

  it('rests while the change feed is down, and builds again once it is back', async () => {
    // A feed whose subscription the test loses and restores (as PostgreSQL's can be).
    let setLive: (live: boolean) => void = () => {};
    const feed = new ChangeFeed();
    await feed.start({
      subscribe: async (_channels: string[], _onMessage: unknown, state: (live: boolean) => void) => {
        setLive = state;
        state(true);
        return { barrier: null, stop: async () => {} };
      },
    } as unknown as Database);
    const own = new ProcessIndexKeeper(t.database.db, feed, silent);
    own.start();
    await own.settled();
    expect(own.indexedVersion).toBe(feed.version);
    // Lost: a new version that nothing can be built for. The keeper goes quiet instead of trying
    // again and again (settled() would never resolve then).
    setLive(false);
    expect(own.page({ limit: 24 })).toBeNull();
    await own.settled();
    expect(own.page({ limit: 24 })).toBeNull();
    expect(await own.caughtUp(1000)).toBe(false);
    setLive(true);
    await own.settled();
    expect(own.indexedVersion).toBe(feed.version);
    expect(own.page({ limit: 24 })?.total).toBe((await listProcesses(t.database.db, { limit: 24 })).total);
    await own.close();
  });

  it('answers plain lists and the lists of a role too, as the database does', async () => {
    await indexed(t, keeper);
    const queries: ProcessListQuery[] = [
      {},
      { limit: 24 },
      { limit: 24, offset: 5590 },
      { search: '   ', limit: 10, offset: 3 },
      { jobRoleId: roleId },
      { jobRoleId: roleId, limit: 24, offset: 4790 },
      { jobRoleId: '00000000-0000-4000-8000-000000000000', limit: 24 },
      { offset: 5600 },
    ];
    for (const query of queries) {
      expect(fromIndex(query), JSON.stringify(query)).toEqual(await listProcesses(t.database.db, query));
    }
    // A malformed role id is left to the database.
    expect(keeper.page({ jobRoleId: 'nope' })).toBeNull();
  });

  it('builds again when the processes are emptied (a restore)', async () => {
    const builds = keeper.stats.builds;
    await t.database.db.execute(sql`truncate processes cascade`);
    await t.feed.sync();
    expect(await keeper.caughtUp(10_000)).toBe(true);
    expect(keeper.stats.builds).toBe(builds + 1);
    expect(fromIndex({ limit: 24 })).toEqual({ items: [], total: 0, totalIsLowerBound: false });
  });
});
