import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { done, open, fail };
}

describe('concurrencyLimit', () => {
  it('runs at most `slots` tasks at once and starts the waiting ones in arrival order', async () => {
    const limit = concurrencyLimit(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limit.run(async () => {
        started.push(i);
        await g.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limit.active, limit.waiting]).toEqual([2, 2]);

    gates[1]!.open();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect([limit.active, limit.waiting]).toEqual([2, 1]);

    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = concurrencyLimit(1);
    const first = gate();
    const failing = limit.run(() => first.done);
    const next = limit.run(async () => 'ran');
    first.fail(new Error('converter crashed'));
    await expect(failing).rejects.toThrow('converter crashed');
    await expect(next).resolves.toBe('ran');
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => concurrencyLimit(0)).toThrow(RangeError);
    expect(() => concurrencyLimit(1.5)).toThrow(RangeError);
  });
});
