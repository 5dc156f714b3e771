import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Database, LEASE_MS, type Subscription } from '../../db/client';
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
        channel: 'pmr_sync_test',
        barrier: () => new Promise<void>((resolve, reject) => barriers.push({ resolve, reject })),
        settle: async () => 'acked',
        stop: async () => {},
      };
      return subscription;
    },
  } as unknown as Database;
  return { database, barriers, lose: () => onState(false), regain: () => onState(true) };
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
        return { channel: null, barrier: null, settle: null, stop: async () => {} };
      },
    } as unknown as Database;
    const feed = new ChangeFeed();
    await feed.start(database);
    expect(feed.live).toBe(true);
    await feed.sync();
    await feed.settle();
    expect(feed.stats.settled).toBe(0);
  });
});

describe('change feed read lease', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers reads without a round trip while a ping came back less than LEASE_MS ago, renews it in the background past half, and waits once it ran out', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { database, barriers } = fakeDatabase();
    const feed = new ChangeFeed();
    await feed.start(database);
    // No lease yet: the first read waits for a round trip, whose echo grants one.
    let first = false;
    void feed.readable().then(() => {
      first = true;
    });
    await tick();
    expect([first, barriers.length]).toEqual([false, 1]);
    barriers[0]!.resolve();
    await tick();
    expect(first).toBe(true);
    for (let i = 0; i < 100; i++) await feed.readable();
    expect(barriers).toHaveLength(1);
    expect(feed.stats).toMatchObject({ leased: 100, waited: 1 });
    // Past half the lease: still answered at once, and one ping renews it.
    vi.advanceTimersByTime(LEASE_MS * 0.6);
    await feed.readable();
    await feed.readable();
    expect(barriers).toHaveLength(2);
    barriers[1]!.resolve();
    await tick();
    // Past the first ping's lease, within the renewal's.
    vi.advanceTimersByTime(LEASE_MS * 0.45);
    await feed.readable();
    expect(barriers).toHaveLength(2);
    // Renewal sent, not back in time: once the lease ran out, a read waits for a round trip.
    vi.advanceTimersByTime(LEASE_MS * 0.25);
    await feed.readable();
    expect(barriers).toHaveLength(3);
    vi.advanceTimersByTime(LEASE_MS * 0.4);
    let waited = false;
    void feed.readable().then(() => {
      waited = true;
    });
    await tick();
    expect(waited).toBe(false);
    barriers[2]!.resolve();
    await tick();
    // The renewal was sent before that read arrived: it needs one sent after it.
    expect(waited).toBe(false);
    barriers[3]!.resolve();
    await tick();
    expect(waited).toBe(true);
  });

  it('grants no lease from a ping that came back across a loss of the subscription', async () => {
    const { database, barriers, lose, regain } = fakeDatabase();
    const feed = new ChangeFeed();
    await feed.start(database);
    const before = feed.readable();
    lose();
    regain();
    barriers[0]!.resolve();
    await before;
    // The echo came on a subscription that has since been lost: the next read asks again.
    void feed.readable();
    expect(barriers).toHaveLength(2);
  });

  it('counts a write whose settle waited out a lease', async () => {
    const outcomes: ('acked' | 'expired')[] = ['acked', 'expired'];
    const database = {
      subscribe: async (_c: string[], _m: unknown, state: (live: boolean) => void) => {
        state(true);
        const subscription: Subscription = {
          channel: 'pmr_sync_test',
          barrier: async () => {},
          settle: async () => outcomes.shift()!,
          stop: async () => {},
        };
        return subscription;
      },
    } as unknown as Database;
    const feed = new ChangeFeed();
    await feed.start(database);
    await feed.settle();
    await feed.settle();
    expect(feed.stats).toMatchObject({ settled: 2, expired: 1 });
  });
});
