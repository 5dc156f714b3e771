import type { Database } from '../db/client';

/**
 * The repository's change counter as this instance knows it. Database triggers NOTIFY every
 * committed change (migration 0004); this instance also bumps the counter itself when it answers a
 * write, so its own next read never sees an older cache. While the subscription is down the feed
 * is not `live` and caches must not be used: no write is ever missed.
 */
export class ChangeFeed {
  private counter = 0;
  private changeLive = false;
  private sessionLive = false;
  private readonly sessionListeners = new Set<(sessionId: string) => void>();
  private readonly changeListeners = new Set<() => void>();
  private readonly stops: (() => Promise<void>)[] = [];

  get version(): number {
    return this.counter;
  }

  get live(): boolean {
    return this.changeLive && this.sessionLive;
  }

  bump(): void {
    this.counter += 1;
    for (const listener of this.changeListeners) listener();
  }

  /** Called after every version step (a change here or elsewhere, or a subscription restart). */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Called with the id (token hash) of every session that ends, on any instance. */
  onSessionEnded(listener: (sessionId: string) => void): void {
    this.sessionListeners.add(listener);
  }

  async start(database: Database): Promise<void> {
    this.stops.push(
      await database.listen(
        'pmr_change',
        () => this.bump(),
        (live) => {
          // Whatever happened while the subscription was down is unknown: start a new version.
          this.bump();
          this.changeLive = live;
        },
      ),
    );
    this.stops.push(
      await database.listen(
        'pmr_session',
        (id) => {
          for (const listener of this.sessionListeners) listener(id);
        },
        (live) => {
          this.sessionLive = live;
          if (!live) for (const listener of this.sessionListeners) listener('*');
        },
      ),
    );
  }

  async stop(): Promise<void> {
    this.changeLive = false;
    this.sessionLive = false;
    await Promise.all(this.stops.splice(0).map((stop) => stop().catch(() => {})));
  }
}
