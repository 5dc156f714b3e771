import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeFeed } from './change-feed';
import { registerResponseCache } from './response-cache';

/**
 * A feed that is live and moves only when the test says so; `heard` is a change committed elsewhere
 * that this instance hears only when a request waits until it is readable (its notification is
 * still on its way).
 */
function fakeFeed(): ChangeFeed & { heard: number; syncs: number[] } {
  let version = 1;
  return {
    get version() {
      return version;
    },
    live: true,
    heard: 0,
    syncs: [],
    bump() {
      version += 1;
    },
    onChange: () => () => true,
    async settle() {},
    async readable(this: { heard: number; syncs: number[] }, since: number) {
      this.syncs.push(since);
      await sleep(1);
      version += this.heard;
      this.heard = 0;
    },
  } as unknown as ChangeFeed & { heard: number; syncs: number[] };
}

/** A promise the test resolves by calling `open` (to order work by events, not by time). */
function opened(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('response cache: simultaneous misses', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  async function appWith(handler: (request: FastifyRequest) => Promise<unknown>, feed = fakeFeed()) {
    app = Fastify();
    registerResponseCache(app, feed);
    app.get('/list', { config: { cache: true } }, (request) => handler(request));
    await app.ready();
    return feed;
  }

  it('computes an answer once for requests that arrive while it is being computed', async () => {
    let calls = 0;
    await appWith(async () => {
      calls += 1;
      await sleep(40);
      return { n: calls, items: Array.from({ length: 200 }, (_, i) => `item ${i}`) };
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => app.inject('/list')));
    expect(calls).toBe(1);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
  });

  it('does not keep an answer its handler says is cheaper to make again, yet gives it an ETag and 304', async () => {
    let calls = 0;
    await appWith(async (request) => {
      calls += 1;
      request.cacheNotKept = true;
      return { items: ['a', 'b'] };
    });
    const first = await app.inject('/list');
    expect(first.headers.etag).toBeTruthy();
    const again = await app.inject({
      url: '/list',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.inject('/list')).json()).toEqual({ items: ['a', 'b'] });
    expect(calls).toBe(3);
  });

  it('lets the waiting requests compute for themselves when the first one fails', async () => {
    let calls = 0;
    await appWith(async () => {
      calls += 1;
      await sleep(20);
      if (calls === 1) throw new Error('first computation fails');
      return { ok: true };
    });
    const answers = await Promise.all(Array.from({ length: 4 }, () => app.inject('/list')));
    expect(answers[0]!.statusCode).toBe(500);
    expect(answers.slice(1).every((a) => a.statusCode === 200)).toBe(true);
    expect(calls).toBeGreaterThan(1);
  });

  it('does not hand a waiting request an answer computed before a write it could see', async () => {
    let calls = 0;
    const firstComputing = opened();
    const secondComputing = opened();
    const feed = await appWith(async () => {
      calls += 1;
      const seen = calls;
      // The first answer is finished only once the second request computes its own. (Were the
      // second handed the first's answer, it would wait for it: the test would time out.)
      if (seen === 1) {
        firstComputing.open();
        await secondComputing.promise;
      } else secondComputing.open();
      return { seen };
    });
    const first = app.inject('/list');
    await firstComputing.promise;
    feed.bump();
    const second = app.inject('/list');
    const [a, b] = await Promise.all([first, second]);
    expect(a.json()).toEqual({ seen: 1 });
    expect(b.json()).toEqual({ seen: 2 });
  });

  it('lets those waiting for an answer go on when a later version began computing it meanwhile', async () => {
    // This left a reader waiting until its client gave up (the > 10 s reads of the mixed load):
    // the first computation's end released the second one's waiters instead of its own.
    let calls = 0;
    const first = opened();
    const second = opened();
    const started = [opened(), opened()];
    const secondSynced = opened();
    const feed = fakeFeed();
    const readable = feed.readable.bind(feed);
    feed.readable = async (since?: number) => {
      await readable(since);
      if (feed.syncs.length === 2) secondSynced.open();
    };
    await appWith(async () => {
      calls += 1;
      const n = calls;
      if (n <= 2) {
        started[n - 1]!.open();
        await (n === 1 ? first : second).promise;
      }
      return { n };
    }, feed);
    const leader = app.inject('/list');
    await started[0]!.promise;
    // Arrives at the same version: waits for the first computation.
    const waiting = app.inject('/list');
    await secondSynced.promise;
    // Past its sync, only promise callbacks stand between it and the wait: they all run first.
    await new Promise((resolve) => setImmediate(resolve));
    feed.bump();
    // Arrives at the next version: computes anew, in the first one's place.
    const later = app.inject('/list');
    await started[1]!.promise;
    first.open();
    expect((await leader).json()).toEqual({ n: 1 });
    // The waiting request goes on (with the version moved on, it computes for itself).
    expect((await waiting).statusCode).toBe(200);
    second.open();
    expect((await later).json()).toEqual({ n: 2 });
  });

  it('hears every change committed before a request arrived before it answers from memory', async () => {
    let calls = 0;
    const feed = await appWith(async () => {
      calls += 1;
      return { seen: calls };
    });
    expect((await app.inject('/list')).json()).toEqual({ seen: 1 });
    expect((await app.inject('/list')).json()).toEqual({ seen: 1 });
    // Another instance answered a write; its notification arrives only through the sync.
    feed.heard = 1;
    const before = performance.now();
    expect((await app.inject('/list')).json()).toEqual({ seen: 2 });
    // It asked for the changes committed before the request arrived (not some earlier moment).
    expect(feed.syncs.at(-1)).toBeGreaterThanOrEqual(before);
    expect(feed.syncs).toHaveLength(3);
  });

  it('waits for the sync on every signed-in route, cached or not, but not on public ones', async () => {
    const feed = fakeFeed();
    app = Fastify();
    registerResponseCache(app, feed);
    app.post('/write', async () => ({ ok: true }));
    app.get('/open', { config: { public: true } }, async () => ({ ok: true }));
    await app.ready();
    await app.inject({ method: 'POST', url: '/write' });
    expect(feed.syncs).toHaveLength(1);
    await app.inject('/open');
    await app.inject('/nowhere');
    expect(feed.syncs).toHaveLength(1);
  });
});
