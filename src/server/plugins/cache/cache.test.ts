import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  createTestApp,
  secondInstance,
  TEST_ACCESS_CODE,
  type TestApp,
  testConfig,
} from '../../testing/test-app';
import { ChangeFeed } from './change-feed';

/**
 * Waits until the feed has heard every change committed so far (PostgreSQL delivers NOTIFY
 * asynchronously; the sync's round trip comes back after it), and checks that one moved it on.
 */
async function changed(feed: ChangeFeed, from: number): Promise<void> {
  await feed.sync();
  expect(feed.version).toBeGreaterThan(from);
}

describe('read caches never miss a write', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bFeed: ChangeFeed;
  let closeB: () => Promise<void>;
  let cookie: string;
  let roleId: string;
  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

  beforeAll(async () => {
    a = await createTestApp();
    // A second instance on the same database, with its own caches.
    ({ app: b, feed: bFeed, close: closeB } = await secondInstance(a));
    cookie = await a.login();
    roleId = (
      await a.app.inject({
        method: 'POST',
        url: '/api/job-roles',
        headers: { cookie },
        payload: { name: 'R' },
      })
    ).json().id;
  });
  afterAll(async () => {
    await closeB();
    await a.close();
  });

  it('answers an unchanged list with 304 and a changed one with the change, on the same instance', async () => {
    const first = await get(a.app, '/api/processes');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get(a.app, '/api/processes', { 'if-none-match': etag })).statusCode).toBe(304);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/processes',
      headers: { cookie },
      payload: { name: 'Fresh', description: 'd', jobRoleId: roleId },
    });
    expect(created.statusCode).toBe(201);
    const after = await get(a.app, '/api/processes', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().map((p: { name: string }) => p.name)).toContain('Fresh');
  });

  it('sends a cached answer brotli-compressed to clients that accept it, the same bytes once decoded', async () => {
    for (let i = 0; i < 30; i++) {
      await a.app.inject({
        method: 'POST',
        url: '/api/processes',
        headers: { cookie },
        payload: {
          name: `Compressible ${i}`,
          description: 'The same words again and again.',
          jobRoleId: roleId,
        },
      });
    }
    const plain = await get(a.app, '/api/processes');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (let round = 0; round < 2; round++) {
      // The first answer is computed and stored, the second comes from the cache.
      const br = await get(a.app, '/api/processes', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
    const refused = await get(a.app, '/api/processes', { 'accept-encoding': 'gzip, br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('shows a write made on one instance on the other', async () => {
    const before = await get(b, '/api/processes');
    expect(before.statusCode).toBe(200);
    const cachedAgain = await get(b, '/api/processes', { 'if-none-match': before.headers.etag as string });
    expect(cachedAgain.statusCode).toBe(304);
    const version = bFeed.version;
    await a.app.inject({
      method: 'POST',
      url: '/api/processes',
      headers: { cookie },
      payload: { name: 'From A', description: 'd', jobRoleId: roleId },
    });
    await changed(bFeed, version);
    const seen = await get(b, '/api/processes');
    expect(seen.json().map((p: { name: string }) => p.name)).toContain('From A');
  });

  it('sees a change made directly in the database, with no request at all', async () => {
    const id = (await get(b, '/api/processes')).json()[0].id;
    expect((await get(b, `/api/processes/${id}`)).json().name).not.toBe('Renamed in SQL');
    const version = bFeed.version;
    await a.database.db.execute(sql`update processes set name = 'Renamed in SQL' where id = ${id}`);
    await changed(bFeed, version);
    expect((await get(b, `/api/processes/${id}`)).json().name).toBe('Renamed in SQL');
  });

  it('ends a session everywhere when it signs out on one instance', async () => {
    const session = await a.login();
    expect(
      (await b.inject({ method: 'GET', url: '/api/job-roles', headers: { cookie: session } })).statusCode,
    ).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: session } });
    // At once: B's session check waits until B has heard every change committed before it.
    expect(
      (await b.inject({ method: 'GET', url: '/api/job-roles', headers: { cookie: session } })).statusCode,
    ).toBe(401);
  });

  it('stops caching while the change feed is down', async () => {
    const feed = new ChangeFeed();
    const c = await buildApp({
      config: testConfig(),
      db: a.database.db,
      accessCodes: [TEST_ACCESS_CODE],
      feed,
    });
    const id = (await get(c, '/api/processes')).json()[0].id;
    await get(c, `/api/processes/${id}`);
    await a.database.db.execute(sql`update processes set name = 'Unseen by a dead feed?' where id = ${id}`);
    expect((await get(c, `/api/processes/${id}`)).json().name).toBe('Unseen by a dead feed?');
    await c.close();
  });
});
