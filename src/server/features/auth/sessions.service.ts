import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export const SESSION_COOKIE = 'pmr_session';
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(db: Db, idleMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db.insert(sessions).values({ id: tokenHash(token), expiresAt: new Date(Date.now() + idleMs) });
  return token;
}

/** True when the token names a live session; extends its idle expiry as a side effect. */
export async function validateSession(db: Db, token: string, idleMs: number): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const id = tokenHash(token);
  const [row] = await db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return false;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, expiresAt: new Date(Date.now() + idleMs) })
      .where(eq(sessions.id, id));
  }
  return true;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.id, tokenHash(token)));
}
