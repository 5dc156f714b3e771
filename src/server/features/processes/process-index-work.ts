import { breathe } from './process-trigrams';

/** A promise for the next `fire()`, shared by everyone who asks before it. */
export class Signal {
  private pending: { promise: Promise<void>; resolve: () => void } | null = null;

  next(): Promise<void> {
    if (!this.pending) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      this.pending = { promise, resolve };
    }
    return this.pending.promise;
  }

  fire(): void {
    const pending = this.pending;
    this.pending = null;
    pending?.resolve();
  }
}

/** Work that closing (or a newer build) made useless. */
export class Overtaken extends Error {}

/**
 * A build's own time on the server's thread (not its waits for the database), for the log, and its
 * pauses, where it lets other requests run and stops once `overtaken`.
 */
export class BuildWork {
  private busy = 0;
  private since = performance.now();

  constructor(private readonly overtaken: () => boolean) {}

  async pause(): Promise<void> {
    this.busy += performance.now() - this.since;
    if (this.overtaken()) throw new Overtaken();
    await breathe();
    this.since = performance.now();
  }

  async wait<T>(pending: PromiseLike<T>): Promise<T> {
    this.busy += performance.now() - this.since;
    try {
      return await pending;
    } finally {
      this.since = performance.now();
    }
  }

  /** The build's own time, in ms. */
  finish(): number {
    return this.busy + (performance.now() - this.since);
  }
}
