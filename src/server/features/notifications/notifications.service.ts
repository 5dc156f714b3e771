import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isUuid } from '../../../core/schemas/common';
import type { Notification, NotificationList } from '../../../core/schemas/notifications';
import type { Db, Executor } from '../../db/client';
import { notifications, processes } from '../../db/schema';
import { notFound } from '../../plugins/errors';

/** The inbox shows this many entries, newest first; older ones stay counted while unread. */
const INBOX_SIZE = 200;

export async function listNotifications(
  db: Db,
  personId: string,
  options: { unreadOnly: boolean },
): Promise<NotificationList> {
  const mine = eq(notifications.recipientId, personId);
  const rows = await db
    .select({ n: notifications, processName: processes.name })
    .from(notifications)
    .leftJoin(processes, eq(processes.id, notifications.processId))
    .where(options.unreadOnly ? and(mine, isNull(notifications.readAt)) : mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(INBOX_SIZE);
  return {
    items: rows.map(({ n, processName }) => toNotification(n, processName)),
    unread: await unreadCount(db, personId),
  };
}

export async function unreadCount(db: Db, personId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, personId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one of the person's entries read or unread; someone else's entry is not found. */
export async function markNotification(db: Db, personId: string, id: string, read: boolean): Promise<void> {
  if (!isUuid(id)) throw notFound('Notification');
  const updated = await db
    .update(notifications)
    .set({ readAt: read ? new Date() : null })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, personId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound('Notification');
}

/**
 * Marks read the person's entries that lead to these comment threads: reading a thread on the
 * process page is reading what the inbox said about it.
 */
export async function markThreadsRead(
  db: Executor,
  personId: string,
  threadIds: readonly string[],
): Promise<void> {
  if (threadIds.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.recipientId, personId),
        isNull(notifications.readAt),
        inArray(sql`split_part(${notifications.link}, 'comment=', 2)`, [...threadIds]),
      ),
    );
}

export async function markAllRead(db: Db, personId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.recipientId, personId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

function toNotification(row: typeof notifications.$inferSelect, processName: string | null): Notification {
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    processId: row.processId,
    processName,
    title: row.title,
    link: row.link,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
