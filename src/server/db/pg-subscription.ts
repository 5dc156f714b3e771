import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * How long a round trip through the listener (a ping's echo) lets an instance answer reads from
 * memory without asking again: its read lease. A writer whose sync some instance does not
 * acknowledge answers after this long at most (see `settle`).
 */
export const LEASE_MS = 1000;
/**
 * A writer that waits out leases waits this much longer than LEASE_MS: the lease runs on the
 * reader's clock, the wait on the writer's, and two clocks' rates differ by far less than 1%.
 */
const LEASE_WAIT_MS = LEASE_MS * 1.01;
/** A round trip whose echo has not come back by then counts as a lost subscription. */
const BARRIER_TIMEOUT_MS = 5000;
/** Every listener LISTENs here: pings (`p <channel> <key>`) and writers' syncs (`s <channel> <key>`). */
const LEASE_CHANNEL = 'pmr_lease';
/** The listener connections' application_name, as pg_stat_activity shows them, ends with their channel. */
export const LISTENER_APPLICATION = 'pmr-listen:';

/** How a writer's `settle` ended: every lease holder acknowledged, or their leases ran out. */
export type SettleOutcome = 'acked' | 'expired';

export interface Subscription {
  /** PostgreSQL: the channel only this subscription listens on (its acknowledgements); null on PGlite. */
  channel: string | null;
  /**
   * PostgreSQL: resolves once every notification committed before the call has been handed to
   * `onMessage` (a ping: one NOTIFY that every listener hears and its echo: a listener receives
   * notifications in commit order). Rejects when the subscription is lost first (it then reports
   * `onState(false)` before rejecting). Null on PGlite, where a notification is handed over while
   * the committing statement returns, before the writer can answer anyone.
   */
  barrier: (() => Promise<void>) | null;
  /**
   * PostgreSQL, called by a writer after its commit and before its answer: resolves once every
   * instance that may hold a read lease (a ping of its came back less than LEASE_MS ago) has
   * acknowledged hearing every notification committed before the call, or once such a lease,
   * unacknowledged, can no longer be valid. Never rejects. Null on PGlite.
   */
  settle: (() => Promise<SettleOutcome>) | null;
  stop(): Promise<void>;
}

type Notify = (channel: string, payload: string) => void;

const until = (at: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * A dedicated connection that LISTENs on `channels`, on the shared lease channel and on a channel
 * of its own (acknowledgements of its syncs); on any failure it reports the subscription lost,
 * fails the round trips waiting, and reconnects with back-off, reporting it live again once LISTEN
 * succeeds.
 *
 * Why a write's answer can be read anywhere at once (issue 25) without every read asking the
 * database: an instance answers reads from memory only while it holds a lease — a ping it sent at
 * s came back less than LEASE_MS ago (the change feed keeps the time and checks it when the read
 * is served, after it arrived) — and otherwise waits for a ping of its own first. Every listener
 * hears every ping and every writer's sync, in commit order with every change. A writer that
 * committed at c sends a sync at w > c; once its own echo is back it has heard every ping
 * committed before w, and it waits for the acknowledgement of every instance it heard ping within
 * LEASE_MS (every listener acknowledges every sync it hears, after everything before it, hence c,
 * was heard). One that does not acknowledge (cut off, stopped, slow): its lease comes from a ping
 * sent at s ≤ (when that ping committed) ≤ (when the writer heard it) = h, so it ends by
 * h + LEASE_MS, which the writer waits out; and pings committed before the writer's own LISTEN
 * were not heard: those leases end by then + LEASE_MS, which a writer that listens since less
 * than that waits out too. Any lease valid after the answer therefore belongs to an instance that
 * acknowledged, or comes from a ping committed after w, whose echo came after c's notification:
 * either way c was heard. (The listeners pg_stat_activity shows would not do instead of the pings
 * heard: an instance whose listener the server ended a moment ago is not among them, yet may not
 * have noticed and still hold a lease.) Pings go only while reads come, at most two per LEASE_MS,
 * so a busy instance's reads cost no round trip; a write costs one more, and one acknowledgement
 * per other instance.
 */
export async function subscribePostgres(
  url: string,
  channels: readonly string[],
  onMessage: (channel: string, payload: string) => void,
  onState: (live: boolean) => void,
  { firstListener = false }: { firstListener?: boolean } = {},
): Promise<Subscription> {
  // The database's first listener ever (a database just created, no other instance started on it
  // before this one listens): no ping predates its first LISTEN. Any later connection may follow
  // pings it did not hear.
  let noEarlierPings = firstListener;
  // Only this subscription listens here, so no other instance receives (or pays for) its acks.
  const own = `pmr_sync_${randomBytes(8).toString('hex')}`;
  let stopped = false;
  let client: pg.Client | null = null;
  /** Set once the current connection LISTENs (at `since`, performance.now()): round trips go through it. */
  let ready: { notify: Notify; lost: () => void; since: number } | null = null;
  let delay = 250;
  let sent = 0;
  const waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  /** When each other instance's last ping was heard (performance.now()), by its channel. */
  const heard = new Map<string, number>();
  /** The settles waiting for acknowledgements, by key: told the acknowledging channel. */
  const acks = new Map<string, (from: string) => void>();
  const failWaiting = () => {
    const failed = [...waiting.values()];
    waiting.clear();
    for (const trip of failed) trip.reject(new Error('the change subscription was lost'));
  };
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const first = noEarlierPings;
    noEarlierPings = false;
    const c = new pg.Client({ connectionString: url, application_name: `${LISTENER_APPLICATION}${own}` });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      ready = null;
      onState(false);
      failWaiting();
      c.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, 10_000);
    };
    // One statement at a time on this connection (pg queues them anyway, but warns when asked to).
    let queue: Promise<unknown> = Promise.resolve();
    const notify: Notify = (channel, payload) => {
      const sent = queue.then(() => c.query('SELECT pg_notify($1, $2)', [channel, payload]));
      queue = sent.catch(() => {});
      sent.catch(lost);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (msg) => {
      const payload = msg.payload ?? '';
      if (msg.channel === LEASE_CHANNEL) {
        const [kind, from = '', key = ''] = payload.split(' ');
        if (from === own) {
          const trip = waiting.get(key);
          waiting.delete(key);
          trip?.resolve();
        } else if (kind === 'p') {
          const now = performance.now();
          // Instances come and go (each with a channel of its own): forget those long silent.
          if (heard.size >= 64)
            for (const [channel, at] of heard) if (at + LEASE_WAIT_MS <= now) heard.delete(channel);
          heard.set(from, now);
        } else if (kind === 's') {
          // Everything committed before the sync has been handed to onMessage by now.
          notify(from, `a ${key} ${own}`);
        }
      } else if (msg.channel === own) {
        const [, key = '', from = ''] = payload.split(' ');
        acks.get(key)?.(from);
      } else if (channels.includes(msg.channel)) {
        onMessage(msg.channel, payload);
      }
    });
    try {
      await c.connect();
      const listening = c.query(
        [...channels, LEASE_CHANNEL, own].map((channel) => `LISTEN ${channel};`).join(' '),
      );
      queue = listening.catch(() => {});
      await listening;
      if (client !== c) return;
      delay = 250;
      ready = { notify, lost, since: first ? Number.NEGATIVE_INFINITY : performance.now() };
      onState(true);
    } catch {
      lost();
    }
  };
  await connect();

  /** NOTIFYs every listener `<kind> <own> <key>` and resolves on its own echo. */
  const roundTrip = (kind: 'p' | 's', key = String(++sent)) =>
    new Promise<void>((resolve, reject) => {
      const current = ready;
      if (!current || stopped) {
        reject(new Error('the change subscription is not live'));
        return;
      }
      const timer = setTimeout(() => {
        // No echo: whatever this connection hears can no longer be trusted to be complete.
        if (waiting.has(key)) current.lost();
      }, BARRIER_TIMEOUT_MS);
      timer.unref();
      waiting.set(key, {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      current.notify(LEASE_CHANNEL, `${kind} ${own} ${key}`);
    });

  const settle = async (): Promise<SettleOutcome> => {
    const start = performance.now();
    const current = ready;
    // Deaf: who holds a lease is unknown; every lease granted before the write's commit ends by then.
    if (!current || stopped) return until(start + LEASE_WAIT_MS).then(() => 'expired');
    const key = String(++sent);
    const acked = new Set<string>();
    let told = () => {};
    acks.set(key, (from) => {
      acked.add(from);
      told();
    });
    try {
      try {
        await roundTrip('s', key);
      } catch {
        return await until(start + LEASE_WAIT_MS).then(() => 'expired' as const);
      }
      // Every ping committed before the sync has been heard by now: these are the lease holders.
      const holders = [...heard].filter(([channel, at]) => {
        if (at + LEASE_WAIT_MS > performance.now()) return true;
        heard.delete(channel);
        return false;
      });
      let outcome: SettleOutcome = 'acked';
      // Pings committed before this connection listened were not heard: those leases end by then.
      if (current.since + LEASE_WAIT_MS > performance.now()) {
        await until(current.since + LEASE_WAIT_MS);
        outcome = 'expired';
      }
      const pending = () =>
        holders.filter(([channel, at]) => !acked.has(channel) && at + LEASE_WAIT_MS > performance.now());
      const left = pending();
      if (left.length === 0) return outcome;
      const deadline = Math.max(...left.map(([, at]) => at + LEASE_WAIT_MS));
      return await new Promise<SettleOutcome>((resolve) => {
        const timer = setTimeout(() => resolve('expired'), deadline - performance.now());
        told = () => {
          if (pending().length > 0) return;
          clearTimeout(timer);
          resolve(outcome);
        };
      });
    } finally {
      acks.delete(key);
    }
  };

  return {
    channel: own,
    barrier: () => roundTrip('p'),
    settle,
    stop: async () => {
      stopped = true;
      const c = client;
      client = null;
      ready = null;
      failWaiting();
      await c?.end().catch(() => {});
    },
  };
}
