import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, scratchPostgres, startInstance, stopInstance } from '../../testing/pg-instances';
import { TEST_ACCESS_CODE } from '../../testing/test-app';

/** Writes carry the app's own origin (the gate refuses cross-site writes). */
const ORIGIN = 'http://localhost:80';

/**
 * Several instances share one PostgreSQL; each keeps answers in memory for its change-feed version,
 * which another instance's write moves on only when its notification arrives, a moment after that
 * instance has answered. A client that wrote on one instance and reads on another (a load balancer
 * sends each request anywhere) must still never see the old data.
 */
describe('read-after-write across two instances on one PostgreSQL', () => {
  let a: Instance;
  let b: Instance;
  let drop: () => Promise<void>;
  let cookie: string;
  let processId: string;

  const login = async (app: FastifyInstance): Promise<string> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN },
      payload: { accessCode: TEST_ACCESS_CODE },
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === 'pmr_session');
    return `pmr_session=${session?.value}`;
  };
  const get = (app: FastifyInstance, url: string, session = cookie) =>
    app.inject({ method: 'GET', url, headers: { cookie: session } });
  const write = (app: FastifyInstance, method: 'POST' | 'PATCH', url: string, payload: object) =>
    app.inject({ method, url, headers: { cookie, origin: ORIGIN }, payload });
  const descriptionIn = (res: LightMyRequestResponse): string | undefined => {
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const found = Array.isArray(body) ? body.find((p: { id: string }) => p.id === processId) : body;
    return found?.description;
  };

  beforeAll(async () => {
    const scratch = await scratchPostgres('pmr_raw');
    drop = scratch.drop;
    a = await startInstance(scratch.url);
    b = await startInstance(scratch.url);
    cookie = await login(a.app);
    const role = await write(a.app, 'POST', '/api/job-roles', { name: 'Barrier role' });
    expect(role.statusCode).toBe(201);
    const created = await write(a.app, 'POST', '/api/processes', {
      name: 'Barrier probe',
      description: 'start',
      jobRoleId: role.json().id,
    });
    expect(created.statusCode).toBe(201);
    processId = created.json().id;
  });

  afterAll(async () => {
    for (const instance of [a, b]) await stopInstance(instance);
    await drop?.();
  });

  it('never answers the old description on B after A answered the PATCH (1,000 pairs, caches warm)', async () => {
    const urls = [`/api/processes/${processId}`, '/api/processes?search=barrier%20probe', '/api/processes'];
    const stale: string[] = [];
    for (let i = 0; i < 1000; i++) {
      // Warm: B answers these from its response cache at its current version.
      for (const url of urls) await get(b.app, url);
      const patched = await write(a.app, 'PATCH', `/api/processes/${processId}`, {
        description: `written ${i}`,
      });
      expect(patched.statusCode).toBe(200);
      for (const url of urls) {
        const seen = descriptionIn(await get(b.app, url));
        if (seen !== `written ${i}`) stale.push(`pair ${i}: ${url} answered ${seen}`);
      }
    }
    expect(stale).toEqual([]);
  }, 300_000);

  it('never answers a search from an index that has not heard of the write (B index current before each PATCH)', async () => {
    const search = '/api/processes?search=barrier%20probe&limit=24';
    const stale: string[] = [];
    const keeper = b.app.processIndex;
    const before = { ...keeper.stats };
    for (let i = 0; i < 25; i++) {
      // Ask until B's index is built at B's current version, so that the search below would be
      // answered from it (a page of a search is not kept by the response cache).
      for (let tries = 0; b.app.processIndex.indexedVersion !== b.feed.version; tries++) {
        expect(tries).toBeLessThan(50);
        await get(b.app, search);
        await b.app.processIndex.settled();
      }
      const patched = await write(a.app, 'PATCH', `/api/processes/${processId}`, {
        description: `indexed ${i}`,
      });
      expect(patched.statusCode).toBe(200);
      const seen = descriptionIn(await get(b.app, search));
      if (seen !== `indexed ${i}`) stale.push(`pair ${i}: answered ${seen}`);
    }
    expect(stale).toEqual([]);
    // B learnt each write from the change log and answered from its index, changed in place.
    expect(keeper.stats.builds).toBe(before.builds);
    expect(keeper.stats.answers - before.answers).toBeGreaterThanOrEqual(25);
    expect(keeper.stats.looks - before.looks).toBeGreaterThanOrEqual(25);
  }, 120_000);

  it('refuses a session on B as soon as A answered its sign-out (100 pairs, session remembered on B)', async () => {
    const stillIn: number[] = [];
    for (let i = 0; i < 100; i++) {
      const session = await login(a.app);
      // B validates the session once and remembers it.
      expect((await get(b.app, '/api/job-roles', session)).statusCode).toBe(200);
      expect((await get(b.app, '/api/job-roles', session)).statusCode).toBe(200);
      const out = await a.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: session, origin: ORIGIN },
      });
      expect(out.statusCode).toBe(204);
      if ((await get(b.app, '/api/job-roles', session)).statusCode !== 401) stillIn.push(i);
    }
    expect(stillIn).toEqual([]);
  }, 120_000);
});
