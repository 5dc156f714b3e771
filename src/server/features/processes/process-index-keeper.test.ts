import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Process, ProcessListQuery } from '../../../core/schemas/process';
import type { Database } from '../../db/client';
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
    keeper = new ProcessIndexKeeper(t.database.db, t.feed, silent, { settleMs: 1, waitFrom: 1000 });
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

  it('is not used once anything is written, and catches up with the write', async () => {
    const version = t.feed.version;
    const created = await t.request(cookie, 'POST', '/api/processes', {
      name: 'Brand new inspection',
      description: 'zephyrquartz too',
      jobRoleId: roleId,
    });
    expect(created.statusCode).toBe(201);
    expect(t.feed.version).toBeGreaterThan(version);
    // Until the index is rebuilt, the caller must ask the database.
    expect(keeper.page({ search: 'zephyrquartz', limit: 24 })).toBeNull();
    await indexed(t, keeper);
    const page = fromIndex({ search: 'zephyrquartz', limit: 24 });
    expect(page?.items[0]).toEqual(created.json());
    expect(page).toEqual(await listProcesses(t.database.db, { search: 'zephyrquartz', limit: 24 }));

    // A request can wait for the index to catch up with a write.
    await t.request(cookie, 'POST', '/api/processes', {
      name: 'Waited for',
      description: 'd',
      jobRoleId: roleId,
    });
    // As the route does: the request's sync first (it has heard every change before it arrived).
    await t.feed.sync();
    expect(await keeper.caughtUp(10_000)).toBe(true);
    expect(fromIndex({ search: 'waited for', limit: 24 })?.total).toBe(1);
    // A small repository is left to the database. The app's own index must first have finished a
    // build to know the repository's size: until then it rightly waits (a busy machine showed it).
    await indexed(t, t.app.processIndex);
    expect(await t.app.processIndex.caughtUp(10_000)).toBe(false);

    // A renamed role is matched by its new name.
    await t.request(cookie, 'PATCH', `/api/job-roles/${roleId}`, { name: 'Sprinkler Fitter' });
    expect(keeper.page({ search: 'sprinkler', limit: 24 })).toBeNull();
    await indexed(t, keeper);
    expect(keeper.page({ search: 'sprinkler', limit: 24 })?.total).toBe(100);
    expect(keeper.page({ search: 'alarm tech', limit: 24 })?.total).toBe(0);
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

  it('ends up at the newest version when a write lands while it builds', async () => {
    await t.request(cookie, 'PATCH', `/api/job-roles/${roleId}`, { name: 'Inspector' });
    // The first search after the write starts a build; a create right behind it overtakes it.
    expect(keeper.page({ search: 'inspector', limit: 24 })).toBeNull();
    const created = await t.request(cookie, 'POST', '/api/processes', {
      name: 'Overtaking write',
      description: 'Written while the index builds',
      jobRoleId: roleId,
    });
    await indexed(t, keeper);
    expect(keeper.indexedVersion).toBe(t.feed.version);
    expect(fromIndex({ search: 'overtaking', limit: 24 })?.items).toEqual([created.json()]);
  });

  it('says why when a build fails, leaves searches to the database, and tries again a second later', async () => {
    /** When each warning was logged. */
    const warnings: number[] = [];
    const failing = {
      select: () => ({ from: () => Promise.reject(new Error('connection lost')) }),
    } as never;
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
    const own = new ProcessIndexKeeper(t.database.db, feed, silent, { settleMs: 1 });
    own.start();
    await own.settled();
    expect(own.indexedVersion).toBe(feed.version);
    // Lost: a new version that nothing can be built for. The keeper goes quiet instead of trying
    // again and again (settled() would never resolve then).
    setLive(false);
    expect(own.page({ limit: 24 })).toBeNull();
    await own.settled();
    expect(own.indexedVersion).not.toBe(feed.version);
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
});
