/**
 * At most `slots` calls of run() at once; the rest wait their turn, first come first served. For
 * work that takes a whole core or much memory per call (an external converter), where letting
 * every request start at once would let a burst of requests take the machine.
 */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Calls running now. */
  readonly active: number;
  /** Calls waiting for a slot. */
  readonly waiting: number;
}

export function concurrencyLimit(slots: number): ConcurrencyLimit {
  if (!(Number.isInteger(slots) && slots > 0)) throw new RangeError('slots must be a positive integer');
  let active = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next caller, so `active` never dips while others wait.
    if (next) next();
    else active -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < slots) active += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
