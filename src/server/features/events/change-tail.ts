import { asc, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { LiveChange } from '../../../core/schemas/live';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { ChangeFeed } from '../../plugins/cache/change-feed';

/** More changes than this at once (a bulk import) are told as one `reload`, not one by one. */
export const BURST_LIMIT = 200;
/** A page that was away longer than this reloads rather than replaying what it missed. */
export const REPLAY_WINDOW_MS = 60 * 60 * 1000;
/**
 * A change log number taken by a transaction that has not committed yet is waited for this long;
 * after that its transaction rolled back (or it reaches open pages only on their next reload).
 */
const GAP_WAIT_MS = 10_000;
/** Past this many missing numbers at once, they are not tracked (a bulk import's rolled-back batch). */
const MAX_GAPS = 1000;

export type TailBatch = { kind: 'changes'; changes: LiveChange[] } | { kind: 'burst'; seq: number };

type Row = Pick<
  typeof auditEvents.$inferSelect,
  'seq' | 'action' | 'entityType' | 'entityId' | 'processId' | 'actorId' | 'actorName' | 'at'
>;

const COLUMNS = {
  seq: auditEvents.seq,
  action: auditEvents.action,
  entityType: auditEvents.entityType,
  entityId: auditEvents.entityId,
  processId: auditEvents.processId,
  actorId: auditEvents.actorId,
  actorName: auditEvents.actorName,
  at: auditEvents.at,
};

/** An audit event as a live change: ids, kinds and who, never the summary or the before/after. */
export function toLiveChange(row: Row): LiveChange {
  return {
    seq: row.seq,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    processId: row.processId,
    actor: row.actorId || row.actorName ? { id: row.actorId, name: row.actorName ?? 'Someone' } : null,
    at: row.at.toISOString(),
  };
}

export type Replay = { kind: 'changes'; changes: LiveChange[] } | { kind: 'reload'; reason: 'gap' | 'burst' };

/**
 * This instance's reader of the change log (audit events, in `seq` order): while a stream is open,
 * after every step of the change feed it reads what was committed since, once for all open
 * streams. Numbers are taken in order but committed in any order, so a number missing below the
 * highest read is read again on the next steps until it commits or GAP_WAIT_MS passes. With no
 * stream open it reads nothing (`wake` starts it again from the log's current end; a resumed stream
 * replays what it missed from its own Last-Event-ID).
 */
export class ChangeTail {
  private high = 0;
  private readonly gaps = new Map<number, number>();
  private running = false;
  private again = false;
  private readonly listeners = new Set<(batch: TailBatch) => void>();
  private stopFeed: (() => void) | null = null;
  private idle: Promise<void> = Promise.resolve();
  /** The wake on its way or done, while awake. */
  private waking: Promise<void> | null = null;
  /** Reads of the log since it was made (tests). */
  readonly stats = { reads: 0 };

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The highest change log number read so far (while awake: the log's end as this instance knows it). */
  get seq(): number {
    return this.high;
  }

  get awake(): boolean {
    return this.waking !== null;
  }

  /**
   * Follows the log from its current end on, if not already: listening first, so a change
   * committed after the end was read is read on its step.
   */
  wake(): Promise<void> {
    this.waking ??= (async () => {
      this.gaps.clear();
      this.stopFeed = this.feed.onChange(() => this.poll());
      this.high = Math.max(this.high, await this.lastSeq());
    })().catch((error) => {
      this.sleep();
      throw error;
    });
    return this.waking;
  }

  /** Stops reading after feed steps (the last stream closed). */
  sleep(): Promise<void> {
    this.stopFeed?.();
    this.stopFeed = null;
    this.waking = null;
    return this.idle;
  }

  stop(): Promise<void> {
    return this.sleep();
  }

  onBatch(listener: (batch: TailBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads what is new; a call while a read runs makes it read once more after. */
  poll(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.idle;
    }
    this.running = true;
    this.idle = (async () => {
      try {
        do {
          this.again = false;
          await this.read();
        } while (this.again && this.stopFeed);
      } catch (error) {
        this.onError(error);
      } finally {
        this.running = false;
      }
    })();
    return this.idle;
  }

  private async read(): Promise<void> {
    if (!this.stopFeed) return;
    this.stats.reads += 1;
    const now = Date.now();
    for (const [seq, since] of this.gaps) if (now - since > GAP_WAIT_MS) this.gaps.delete(seq);
    const newer = gt(auditEvents.seq, this.high);
    const rows = await this.db
      .select(COLUMNS)
      .from(auditEvents)
      .where(this.gaps.size > 0 ? or(newer, inArray(auditEvents.seq, [...this.gaps.keys()])) : newer)
      .orderBy(asc(auditEvents.seq))
      .limit(BURST_LIMIT + 1);
    if (rows.length === 0) return;
    if (rows.length > BURST_LIMIT) {
      this.high = Math.max(this.high, await this.lastSeq());
      this.gaps.clear();
      this.emit({ kind: 'burst', seq: this.high });
      return;
    }
    const seen = new Set(rows.map((r) => r.seq));
    for (const seq of seen) this.gaps.delete(seq);
    const top = rows[rows.length - 1]!.seq;
    if (top > this.high) {
      const missing = top - this.high - rows.filter((r) => r.seq > this.high).length;
      if (missing > 0 && missing <= MAX_GAPS) {
        for (let seq = this.high + 1; seq < top; seq += 1) if (!seen.has(seq)) this.gaps.set(seq, now);
      }
      this.high = top;
    }
    this.emit({ kind: 'changes', changes: rows.map(toLiveChange) });
  }

  /** The log's highest number now (0: empty). */
  private async lastSeq(): Promise<number> {
    const [last] = await this.db
      .select({ seq: auditEvents.seq })
      .from(auditEvents)
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    return last?.seq ?? 0;
  }

  private emit(batch: TailBatch): void {
    for (const listener of this.listeners) listener(batch);
  }

  /**
   * What a page that last saw `after` missed: the changes since, or `reload` when they are too
   * many, too old, or `after` is not a number of this change log (another database, a restore).
   */
  async replay(after: number): Promise<Replay> {
    if (after > this.high && after > (await this.lastSeq())) return { kind: 'reload', reason: 'gap' };
    const [seen] = await this.db
      .select({ at: auditEvents.at })
      .from(auditEvents)
      .where(eq(auditEvents.seq, after));
    if (after > 0 && (!seen || Date.now() - seen.at.getTime() > REPLAY_WINDOW_MS))
      return { kind: 'reload', reason: 'gap' };
    const rows = await this.db
      .select(COLUMNS)
      .from(auditEvents)
      .where(gt(auditEvents.seq, after))
      .orderBy(asc(auditEvents.seq))
      .limit(BURST_LIMIT + 1);
    if (rows.length > BURST_LIMIT) return { kind: 'reload', reason: 'burst' };
    return { kind: 'changes', changes: rows.map(toLiveChange) };
  }
}
