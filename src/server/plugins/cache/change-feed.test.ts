import { describe, expect, it } from 'vitest';
import type { Database, Subscription } from '../../db/client';
import { ChangeFeed } from './change-feed';

/** A PostgreSQL-like subscription whose barriers come back (or fail) when the test says so. */
function fakeDatabase() {
  const barriers: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let onState: (live: boolean) => void = () => {};
  const database = {
    subscribe: async (_channels: string[], _onMessage: unknown, state: (live: boolean) => void) => {
      onState = state;
      state(true);
      const subscription: Subscription = {
        barrier: () => new Promise<void>((resolve, reject) => barriers.push({ resolve, reject })),
        stop: async () => {},
      };
      return subscription;
    },
  } as unknown as Database;
  return { database, barriers, lose: () => onState(false) };
}

/** Lets promise callbacks run. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('change feed sync barrier', () => {
  it('serves every call made before a barrier was sent with that one barrier', async () => {
    const { database, barriers } = fakeDatabase();
    const feed = new ChangeFeed();
    await feed.start(database);
    let done = 0;
    const calls = Array.from({ length: 10 }, () => feed.sync().then(() => done++));
    await tick();
    // The first call sent one; the nine made while it was on its way need one sent after them.
    expect(barriers).toHaveLength(1);
    barriers[0]!.resolve();
    await tick();
    expect(done).toBe(1);
    expect(barriers).toHaveLength(2);
    barriers[1]!.resolve();
    await Promise.all(calls);
    expect(done).toBe(10);
    expect(barriers).toHaveLength(2);
  });

  it('never lets a call ride on a barrier sent before it (it could miss a change committed in between)', async () => {
    const { database, barriers } = fakeDatabase();
    const feed = new ChangeFeed();
    await feed.start(database);
    let first = false;
    let second = false;
    void feed.sync().then(() => {
      first = true;
    });
    const sentBefore = performance.now();
    void feed.sync(performance.now() + 1).then(() => {
      second = true;
    });
    barriers[0]!.resolve();
    await tick();
    expect([first, second]).toEqual([true, false]);
    barriers[1]!.resolve();
    await tick();
    expect(second).toBe(true);
    // A request that arrived before the barrier on its way was sent may use it.
    const third = feed.sync();
    const arrivedEarlier = feed.sync(sentBefore);
    expect(barriers).toHaveLength(3);
    barriers[2]!.resolve();
    await Promise.all([third, arrivedEarlier]);
    expect(barriers).toHaveLength(3);
  });

  it('resolves, with the feed no longer live, when the subscription is lost on the way', async () => {
    const { database, barriers, lose } = fakeDatabase();
    const feed = new ChangeFeed();
    await feed.start(database);
    const waiting = feed.sync();
    lose();
    barriers[0]!.reject(new Error('lost'));
    await waiting;
    expect(feed.live).toBe(false);
    // Not live: caches are bypassed, so there is nothing to wait for.
    await feed.sync();
    expect(barriers).toHaveLength(1);
  });

  it('costs nothing where a notification is delivered before the writer answers (PGlite)', async () => {
    const database = {
      subscribe: async (_c: string[], _m: unknown, state: (live: boolean) => void) => {
        state(true);
        return { barrier: null, stop: async () => {} };
      },
    } as unknown as Database;
    const feed = new ChangeFeed();
    await feed.start(database);
    expect(feed.live).toBe(true);
    await feed.sync();
  });
});
