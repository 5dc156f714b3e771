import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { LivePerson } from '../../../core/schemas/live';
import type { Db } from '../../db/client';
import { livePresence, people } from '../../db/schema';
import type { ChangeFeed } from '../../plugins/cache/change-feed';

/** How often the instance holding a stream says it is still open. */
export const PRESENCE_TOUCH_MS = 30_000;
/** A row not refreshed for this long belongs to a stream that is gone (its instance crashed). */
const PRESENCE_STALE_MS = 3 * PRESENCE_TOUCH_MS;

export interface PresenceNotice {
  op: 'in' | 'out';
  processId: string;
  connectionId: string;
}

/** Who has which process open, in the database so that every instance sees every stream. */
export class PresenceBoard {
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {}

  /** Hears pmr_presence through the change feed; `onResync` after a lost subscription came back. */
  start(onNotice: (notice: PresenceNotice) => void, onResync: () => void): void {
    this.stopListening = this.feed.onPresence((payload) => {
      if (payload === '*') return onResync();
      const [op, processId, connectionId] = payload.split('|');
      if ((op === 'in' || op === 'out') && processId && connectionId)
        onNotice({ op, processId, connectionId });
    });
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
  }

  async join(connectionId: string, sessionId: string, personId: string | null): Promise<void> {
    await this.db.insert(livePresence).values({ connectionId, sessionId, personId });
  }

  /** Records the process a stream of this session has open; false when no such stream is open. */
  async show(connectionId: string, sessionId: string, processId: string | null): Promise<boolean> {
    const rows = await this.db
      .update(livePresence)
      .set({ processId, seenAt: sql`now()` })
      .where(and(eq(livePresence.connectionId, connectionId), eq(livePresence.sessionId, sessionId)))
      .returning({ id: livePresence.connectionId });
    return rows.length > 0;
  }

  async leave(connectionIds: readonly string[]): Promise<void> {
    if (connectionIds.length === 0) return;
    await this.db.delete(livePresence).where(inArray(livePresence.connectionId, [...connectionIds]));
  }

  /** Refreshes this instance's streams and drops the rows of streams no instance refreshed. */
  async touch(connectionIds: readonly string[]): Promise<void> {
    if (connectionIds.length > 0) {
      await this.db
        .update(livePresence)
        .set({ seenAt: sql`now()` })
        .where(inArray(livePresence.connectionId, [...connectionIds]));
    }
    await this.db
      .delete(livePresence)
      .where(lt(livePresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_STALE_MS / 1000})`));
  }

  /** Everyone named with the process open now, each once, by name. */
  async present(processId: string): Promise<LivePerson[]> {
    const rows = await this.db
      .selectDistinct({ id: people.id, name: people.name })
      .from(livePresence)
      .innerJoin(people, eq(people.id, livePresence.personId))
      .where(
        and(
          eq(livePresence.processId, processId),
          isNotNull(livePresence.personId),
          sql`${livePresence.seenAt} > now() - make_interval(secs => ${PRESENCE_STALE_MS / 1000})`,
        ),
      )
      .orderBy(people.name);
    return rows;
  }
}
