import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION } from '../../db/client';
import { type Instance, scratchPostgres, startInstance, stopInstance } from '../../testing/pg-instances';
import { TEST_ACCESS_CODE } from '../../testing/test-app';
import type { ChangeFeed } from './change-feed';

/** Writes carry the app's own origin (the gate refuses cross-site writes). */
const ORIGIN = 'http://localhost:80';

interface BenchProxy {
  /** The postgres URL through the proxy. */
  url: string;
  /** Statements sent through it so far. */
  statements(): Promise<number>;
  /** Holds back everything the server sends (the instance is cut off) until `resume`. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): void;
}

/** The bench's proxy (scripts/bench/pg-proxy.mjs) in front of `target`, in a process of its own. */
async function benchProxy(target: string): Promise<BenchProxy> {
  const script = path.resolve(import.meta.dirname, '../../../../scripts/bench/pg-proxy.mjs');
  const child = spawn(process.execPath, [script, target], { stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next();
  const { url, statsUrl } = JSON.parse(first.value as string) as { url: string; statsUrl: string };
  const post = async (action: string) =>
    void (await fetch(`${statsUrl}${action}`, { method: 'POST' })).body?.cancel();
  return {
    url,
    statements: async () => ((await (await fetch(statsUrl)).json()) as { statements: number }).statements,
    pause: () => post('pause'),
    resume: () => post('resume'),
    stop: () => child.kill(),
  };
}

/** Resolves at the feed's next step (a change heard, or the subscription lost or back) where `holds`. */
const feedBecomes = (feed: ChangeFeed, holds: () => boolean) =>
  new Promise<void>((resolve) => {
    const off = feed.onChange(() => {
      if (!holds()) return;
      off();
      resolve();
    });
  });

/**
 * Reads on PostgreSQL skip the per-read round trip while their instance holds a read lease; a
 * writer answers only once every lease holder heard its commit, or once a cut-off one's lease has
 * run out (ChangeFeed.readable and settle, subscribePostgres). Whatever the instances go through, a
 * read after a write's answer sees the write, on any instance.
 */
describe('read leases across instances on one PostgreSQL', () => {
  let url: string;
  let a: Instance;
  let b: Instance;
  const others: Instance[] = [];
  const proxies: BenchProxy[] = [];
  let counter: BenchProxy;
  let drop: () => Promise<void>;
  let cookie: string;
  let processId: string;
  let written = 0;

  const get = (app: FastifyInstance, target: string) =>
    app.inject({ method: 'GET', url: target, headers: { cookie } });
  const descriptionIn = (res: LightMyRequestResponse): string | undefined => {
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const found = Array.isArray(body) ? body.find((p: { id: string }) => p.id === processId) : body;
    return found?.description;
  };
  const urls = () => [`/api/processes/${processId}`, '/api/processes?search=lease%20probe', '/api/processes'];
  /** Writes a new description through `writer`; answers it. */
  const write = async (writer: Instance): Promise<string> => {
    const description = `written ${++written}`;
    const res = await writer.app.inject({
      method: 'PATCH',
      url: `/api/processes/${processId}`,
      headers: { cookie, origin: ORIGIN },
      payload: { description },
    });
    expect(res.statusCode).toBe(200);
    return description;
  };
  /** What every URL answers on `reader` that is not `expected`. */
  const staleOn = async (reader: Instance, expected: string): Promise<string[]> => {
    const stale: string[] = [];
    for (const target of urls()) {
      const seen = descriptionIn(await get(reader.app, target));
      if (seen !== expected) stale.push(`${target} answered ${seen}, not ${expected}`);
    }
    return stale;
  };

  beforeAll(async () => {
    const scratch = await scratchPostgres('pmr_lease');
    url = scratch.url;
    drop = scratch.drop;
    counter = await benchProxy(url);
    proxies.push(counter);
    a = await startInstance(url);
    b = await startInstance(counter.url);
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN },
      payload: { accessCode: TEST_ACCESS_CODE },
    });
    cookie = `pmr_session=${login.cookies.find((c) => c.name === 'pmr_session')?.value}`;
    const role = await a.app.inject({
      method: 'POST',
      url: '/api/job-roles',
      headers: { cookie, origin: ORIGIN },
      payload: { name: 'Lease role' },
    });
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/processes',
      headers: { cookie, origin: ORIGIN },
      payload: { name: 'Lease probe', description: 'start', jobRoleId: role.json().id },
    });
    expect(created.statusCode).toBe(201);
    processId = created.json().id;
  });

  afterAll(async () => {
    for (const instance of [a, b, ...others]) await stopInstance(instance);
    for (const proxy of proxies) proxy.stop();
    await drop?.();
  });

  it('never answers a write older than the last one answered, writes and reads alternating between the two (300 pairs, caches warm)', async () => {
    const stale: string[] = [];
    const leased = { a: a.feed.stats.leased, b: b.feed.stats.leased };
    for (let i = 0; i < 300; i++) {
      const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
      for (const target of urls()) await get(reader.app, target);
      stale.push(...(await staleOn(reader, await write(writer))));
    }
    expect(stale).toEqual([]);
    // Both read on their leases (no round trip), not only after one.
    expect(a.feed.stats.leased - leased.a).toBeGreaterThan(900);
    expect(b.feed.stats.leased - leased.b).toBeGreaterThan(900);
  }, 120_000);

  it('costs the database almost nothing per read once caches are warm (counted by the bench proxy)', async () => {
    const reads = urls().concat(`/api/artifacts?processId=${processId}`, '/api/job-roles');
    for (const target of reads) expect((await get(b.app, target)).statusCode).toBe(200);
    const before = await counter.statements();
    const count = 1500;
    for (let i = 0; i < count; i++) expect((await get(b.app, reads[i % reads.length]!)).statusCode).toBe(200);
    const perRead = ((await counter.statements()) - before) / count;
    // Left: the lease's ping, at most two a second however many reads come.
    expect(perRead).toBeLessThan(0.02);
  }, 120_000);

  /** A new instance behind a bench proxy (to cut it off), current with the last write. */
  const instanceBehindProxy = async (): Promise<{ instance: Instance; proxy: BenchProxy }> => {
    const proxy = await benchProxy(url);
    proxies.push(proxy);
    const instance = await startInstance(proxy.url);
    others.push(instance);
    expect(await staleOn(instance, await write(a))).toEqual([]);
    return { instance, proxy };
  };

  it('answers a write while another instance is cut off from the database, which then serves no stale answer', async () => {
    const { instance: c, proxy } = await instanceBehindProxy();
    try {
      // C holds a lease (its ping just came back, heard by A), then hears nothing more.
      await c.feed.sync();
      await proxy.pause();
      const answered = await write(a);
      // Reads that arrive at C from now on: whether its lease ran out meanwhile or not, none may
      // answer the description before `answered`.
      const reading = staleOn(c, answered);
      await proxy.resume();
      expect(await reading).toEqual([]);
      expect(await staleOn(b, answered)).toEqual([]);
    } finally {
      await proxy.resume();
    }
  }, 60_000);

  it('keeps a third instance started between writes current, and every instance current after its writes', async () => {
    const c = await startInstance(url);
    others.push(c);
    const instances = [a, b, c];
    const stale: string[] = [];
    for (let i = 0; i < 60; i++) {
      const writer = instances[i % 3]!;
      const reader = instances[(i + 1) % 3]!;
      stale.push(...(await staleOn(reader, await write(writer))));
    }
    expect(stale).toEqual([]);
    expect(c.feed.stats.settled).toBeGreaterThanOrEqual(20);
  }, 60_000);

  /** Ends `instance`'s listener connection from the server side; resolves once the feed says so. */
  const cutListener = async (instance: Instance): Promise<{ back: Promise<void> }> => {
    const lost = feedBecomes(instance.feed, () => !instance.feed.live);
    const back = feedBecomes(instance.feed, () => instance.feed.live);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin
      .query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
        `${LISTENER_APPLICATION}${instance.feed.channel}`,
      ])
      .finally(() => admin.end());
    await lost;
    return { back };
  };

  it("answers a write while an instance's listener is gone, and that instance reads the database meanwhile", async () => {
    const { back } = await cutListener(b);
    expect(await staleOn(b, await write(a))).toEqual([]);
    await back;
    for (let i = 0; i < 5; i++) expect(await staleOn(b, await write(a))).toEqual([]);
  }, 60_000);

  it('waits out, for a writer whose listener just came back, the leases granted while it heard nothing', async () => {
    const { instance: d, proxy } = await instanceBehindProxy();
    try {
      // A's listener is down: D's ping (its lease) goes unheard by A. Then D hears nothing more.
      const { back } = await cutListener(a);
      await d.feed.sync();
      await proxy.pause();
      await back;
      const answered = await write(a);
      const reading = staleOn(d, answered);
      await proxy.resume();
      expect(await reading).toEqual([]);
    } finally {
      await proxy.resume();
    }
  }, 60_000);
});
