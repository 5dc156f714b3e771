import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Role } from '../../../core/schemas/people';
import type { Db } from '../../db/client';
import { people, sessions } from '../../db/schema';
import type { ChangeFeed } from '../cache/change-feed';

export const SESSION_COOKIE = 'pmr_session';
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;
/** Bounds the memory of the session cache; past it the cache starts over. */
const MAX_CACHED_SESSIONS = 50_000;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A live session: whose it is and the role it acts with. */
export interface Session {
  /** null: signed in with a code, not named yet. */
  personId: string | null;
  role: Role;
}

interface CachedSession extends Session {
  expiresAt: number;
  touchedAt: number;
}

/**
 * Sessions live in the database (a restart or a second instance keeps them). Validated sessions
 * are remembered in memory while the change feed is live: every ended session is announced
 * (NOTIFY pmr_session), so a Sign Out on any instance takes effect on every instance. A session's
 * person and role never change: naming yourself or a new role means a new session.
 */
export class SessionStore {
  private readonly cache = new Map<string, CachedSession>();

  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
    private readonly feed: ChangeFeed,
  ) {
    feed.onSessionEnded((id) => {
      if (id === '*') this.cache.clear();
      else this.cache.delete(id);
    });
  }

  /** Creates a session and returns the token for the cookie; only its hash is stored. */
  async create(session: Session): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    await this.db.insert(sessions).values({
      id: tokenHash(token),
      expiresAt: new Date(Date.now() + this.idleMs),
      personId: session.personId,
      role: session.role,
    });
    if (session.personId) {
      await this.db.update(people).set({ lastSeenAt: sql`now()` }).where(eq(people.id, session.personId));
    }
    return token;
  }

  /**
   * The live session the token names, or null; extends its idle expiry as a side effect. `since`:
   * when the request arrived (performance.now()), by default now.
   */
  async validate(token: string | undefined, since?: number): Promise<Session | null> {
    if (!token || token.length > 200) return null;
    const id = tokenHash(token);
    // A sign-out answered by another instance before the request arrived must be heard before a
    // remembered session is trusted. From the arrival, not from now: a round trip sent in between
    // serves this request, and the response cache's wait for the same moment right after it.
    if (this.cache.has(id)) await this.feed.readable(since);
    const now = Date.now();
    const cached = this.feed.live ? this.cache.get(id) : undefined;
    if (cached && cached.expiresAt > now) {
      if (now - cached.touchedAt > TOUCH_INTERVAL_MS) await this.touch(id, cached, now);
      return { personId: cached.personId, role: cached.role };
    }
    const [row] = await this.db
      .select({
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        personId: sessions.personId,
        role: sessions.role,
      })
      .from(sessions)
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row) {
      this.cache.delete(id);
      return null;
    }
    const entry: CachedSession = {
      personId: row.personId,
      role: row.role as Role,
      expiresAt: row.expiresAt.getTime(),
      touchedAt: row.lastSeenAt.getTime(),
    };
    if (now - entry.touchedAt > TOUCH_INTERVAL_MS) await this.touch(id, entry, now);
    if (this.feed.live) {
      if (this.cache.size >= MAX_CACHED_SESSIONS) this.cache.clear();
      this.cache.set(id, entry);
    }
    return { personId: entry.personId, role: entry.role };
  }

  async delete(token: string | undefined): Promise<void> {
    if (!token) return;
    const id = tokenHash(token);
    this.cache.delete(id);
    await this.db.delete(sessions).where(eq(sessions.id, id));
  }

  /** Ends every session of these people (on every instance: each deletion is announced); returns how many. */
  async endSessionsOf(personIds: readonly string[]): Promise<number> {
    if (personIds.length === 0) return 0;
    const ended = await this.db
      .delete(sessions)
      .where(inArray(sessions.personId, [...personIds]))
      .returning({ id: sessions.id });
    for (const { id } of ended) this.cache.delete(id);
    return ended.length;
  }

  private async touch(id: string, entry: CachedSession, now: number): Promise<void> {
    entry.touchedAt = now;
    entry.expiresAt = now + this.idleMs;
    await this.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, expiresAt: new Date(entry.expiresAt) })
      .where(eq(sessions.id, id));
    if (entry.personId) {
      await this.db.update(people).set({ lastSeenAt: sql`now()` }).where(eq(people.id, entry.personId));
    }
  }
}
