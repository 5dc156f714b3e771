import { type Database, LEASE_MS, type Subscription } from '../../db/client';

/**
 * When the request arrived, as a performance.now() time (Fastify's clock for elapsedTime): what a
 * request passes to `readable` or `sync`. Read after elapsedTime, so that it is never earlier than
 * the true arrival.
 */
export function arrivalOf(reply: { readonly elapsedTime: number }): number {
  const elapsed = reply.elapsedTime;
  return performance.now() - elapsed;
}

/** A barrier round trip, and when (performance.now()) it was sent. */
interface Flight {
  sentAt: number;
  done: Promise<void>;
}

/**
 * The repository's change counter as this instance knows it. Database triggers NOTIFY every
 * committed change (migration 0004); this instance also bumps the counter itself when it answers a
 * write, so its own next read never sees an older cache. While the subscription is down the feed
 * is not `live` and caches must not be used: no write is ever missed.
 *
 * On PostgreSQL another instance's change arrives a moment after that instance committed it. A
 * writer answers only once every instance holding a read lease has heard its commit (`settle`, in
 * the response cache's onSend), so a read here — whatever keeps answers per version first awaits
 * `readable()` — needs no round trip while this instance holds its lease (a ping of its came back
 * less than LEASE_MS ago), and waits for one otherwise (the proof: subscribePostgres).
 */
export class ChangeFeed {
  private counter = 0;
  private restartCount = 0;
  private changeLive = false;
  private sessionLive = false;
  private readonly sessionListeners = new Set<(sessionId: string) => void>();
  private readonly changeListeners = new Set<() => void>();
  private readonly presenceListeners = new Set<(payload: string) => void>();
  private subscription: Subscription | null = null;
  /** The barrier on its way, if any; and the one that waits for it to return, shared by all callers. */
  private flight: Flight | null = null;
  private next: Promise<void> | null = null;
  /** When the latest ping that came back on the current subscription was sent: the read lease. */
  private leaseFrom = Number.NEGATIVE_INFINITY;
  /** What reads and writes paid: for tests and the bench. */
  readonly stats = { leased: 0, waited: 0, settled: 0, expired: 0 };

  get version(): number {
    return this.counter;
  }

  /**
   * PostgreSQL: the channel of this instance's listener, which also ends its application_name in
   * pg_stat_activity (LISTENER_APPLICATION); null on PGlite or before start.
   */
  get channel(): string | null {
    return this.subscription?.channel ?? null;
  }

  get live(): boolean {
    return this.changeLive && this.sessionLive;
  }

  /**
   * How many times the subscription went down or came back: whoever reads the change log from where
   * it left off starts again when this moves (what happened meanwhile was not heard).
   */
  get restarts(): number {
    return this.restartCount;
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

  /**
   * Called with every pmr_presence notification (who has which process open, on any instance), and
   * with '*' when the subscription is live again after a loss: notifications may have been missed.
   */
  onPresence(listener: (payload: string) => void): () => void {
    this.presenceListeners.add(listener);
    return () => this.presenceListeners.delete(listener);
  }

  /**
   * For a request that arrived at `since` (a performance.now() time, by default the call): resolves
   * once every write answered before then, here or on another instance, has been heard, so
   * `version` and `live` can be trusted; an ended session has been announced too. At once while
   * this instance holds its read lease (renewed in the background once half of it has passed), on
   * PGlite (in process, a notification is handed over before the writer can answer) and while the
   * feed is not live (caches are bypassed then); else one round trip (`sync`). Never rejects.
   */
  readable(since = performance.now()): Promise<void> {
    const barrier = this.subscription?.barrier;
    if (!barrier || !this.live) return Promise.resolve();
    const age = performance.now() - this.leaseFrom;
    if (age < LEASE_MS) {
      this.stats.leased += 1;
      if (age > LEASE_MS / 2 && !this.flight) this.send(barrier);
      return Promise.resolve();
    }
    this.stats.waited += 1;
    return this.sync(since);
  }

  /**
   * Resolves once every change committed before `since` (a performance.now() time, by default the
   * call) has been heard: stricter than `readable`, for whoever must know that a change it read
   * from the database has been heard. On PostgreSQL that is one round trip (a NOTIFY that every
   * listener hears and its echo, which comes after every earlier commit's notification), shared:
   * calls made while one is on its way wait for the next, so a burst of requests costs one or two.
   * Immediate on PGlite and while the feed is not live. Never rejects: when the subscription is
   * lost on the way, the feed is not live by the time it resolves.
   */
  sync(since = performance.now()): Promise<void> {
    const barrier = this.subscription?.barrier;
    if (!barrier || !this.live) return Promise.resolve();
    const flight = this.flight;
    // Sent after `since`: it comes back after every change committed before then.
    if (flight && flight.sentAt > since) return flight.done;
    if (!flight) return this.send(barrier).done;
    this.next ??= flight.done.then(() => {
      this.next = null;
      if (!this.live) return;
      // Another caller may have sent one meanwhile: it left after every waiting call was made.
      return (this.flight ?? this.send(barrier)).done;
    });
    return this.next;
  }

  /**
   * Called by a writer after its commit, before it answers: resolves once every instance that may
   * answer reads from memory (this one included) has heard every change committed before the
   * call, or once such an instance, cut off, can no longer hold a lease (at most LEASE_MS). At once
   * on PGlite. Never rejects.
   */
  async settle(): Promise<void> {
    const settle = this.subscription?.settle;
    if (!settle) return;
    const outcome = await settle();
    this.stats.settled += 1;
    if (outcome === 'expired') this.stats.expired += 1;
  }

  private send(barrier: () => Promise<void>): Flight {
    const sentAt = performance.now();
    const restarts = this.restartCount;
    const flight: Flight = {
      sentAt,
      done: barrier()
        .then(() => {
          // Only an echo on the subscription as it still is: one from before a loss proves nothing.
          if (this.restartCount === restarts) this.leaseFrom = Math.max(this.leaseFrom, sentAt);
        })
        // Lost on the way: the subscription reported it, so the feed is not live any more.
        .catch(() => {})
        .finally(() => {
          if (this.flight === flight) this.flight = null;
        }),
    };
    this.flight = flight;
    return flight;
  }

  async start(database: Database): Promise<void> {
    // One connection for both channels, so one barrier covers changes and ended sessions alike.
    this.subscription = await database.subscribe(
      ['pmr_change', 'pmr_session', 'pmr_presence'],
      (channel, payload) => {
        if (channel === 'pmr_change') this.bump();
        else if (channel === 'pmr_presence') for (const listener of this.presenceListeners) listener(payload);
        else for (const listener of this.sessionListeners) listener(payload);
      },
      (live) => {
        // Whatever happened while the subscription was down is unknown: start a new version, once
        // `live` says what it is (a listener that catches up must see the feed back).
        this.changeLive = live;
        this.sessionLive = live;
        this.restartCount += 1;
        this.leaseFrom = Number.NEGATIVE_INFINITY;
        this.bump();
        if (!live) for (const listener of this.sessionListeners) listener('*');
        else for (const listener of this.presenceListeners) listener('*');
      },
    );
  }

  async stop(): Promise<void> {
    this.leaseFrom = Number.NEGATIVE_INFINITY;
    this.changeLive = false;
    this.sessionLive = false;
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.stop().catch(() => {});
  }
}
