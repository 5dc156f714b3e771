import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { findMentions, type Mentionable } from '../../../core/rules/mentions';
import { anchorLabel, anchorTab, type Comment, type CommentAnchor } from '../../../core/schemas/comments';
import { isUuid } from '../../../core/schemas/common';
import { type Role, roleAtLeast } from '../../../core/schemas/people';
import type { Executor, Tx } from '../../db/client';
import { requireProcess } from '../../db/find';
import { commentReads, comments, people, processes, trainingTierDocuments } from '../../db/schema';
import { AppError, notFound } from '../../plugins/errors';
import { markThreadsRead, type Notify } from '../notifications';

type CommentRow = typeof comments.$inferSelect;

/** Who is commenting: the signed-in person and the role their session acts with. */
export interface Commenter {
  id: string;
  role: Role;
}

const forbidden = (message: string) => new AppError(403, message);

/** Every comment of a process, oldest first, each marked unread or not for `readerId`. */
export async function listComments(db: Executor, processId: string, readerId: string): Promise<Comment[]> {
  await requireProcess(db, processId, 404);
  const rows = await db
    .select({ c: comments, read: sql<boolean>`${commentReads.commentId} is not null` })
    .from(comments)
    .leftJoin(commentReads, and(eq(commentReads.commentId, comments.id), eq(commentReads.personId, readerId)))
    .where(eq(comments.processId, processId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map(({ c, read }) => toComment(c, readerId, read));
}

export function toComment(row: CommentRow, readerId: string | null, read: boolean): Comment {
  return {
    id: row.id,
    processId: row.processId,
    parentId: row.parentId,
    anchor: (row.anchor as CommentAnchor | null) ?? null,
    body: row.body,
    authorId: row.authorId,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedByName: row.resolvedByName,
    mentions: row.mentions,
    unread: !read && row.authorId !== readerId,
  };
}

async function everyone(tx: Executor): Promise<Mentionable[]> {
  return tx.select({ id: people.id, name: people.name }).from(people);
}

async function nameOf(tx: Executor, personId: string): Promise<string> {
  const [row] = await tx.select({ name: people.name }).from(people).where(eq(people.id, personId));
  if (!row) throw new AppError(409, 'Your session’s person no longer exists; sign in again.');
  return row.name;
}

/** A tier document thread must be on a document of the same process. */
async function checkAnchor(tx: Executor, processId: string, anchor: CommentAnchor | null): Promise<void> {
  if (anchor?.kind !== 'tier_document') return;
  const [doc] = await tx
    .select({ processId: trainingTierDocuments.processId })
    .from(trainingTierDocuments)
    .where(eq(trainingTierDocuments.id, anchor.tierDocumentId));
  if (doc?.processId !== processId)
    throw new AppError(422, 'That training document is not part of this process.');
}

/** The link an inbox entry opens: the process on the thread's tab, the thread named. */
export function threadLink(processId: string, anchor: CommentAnchor | null, threadId: string): string {
  const tab = anchorTab(anchor);
  const tabParam = tab === 'process' ? '' : `tab=${tab}&`;
  return `/processes/${processId}?${tabParam}comment=${threadId}`;
}

async function processName(tx: Executor, processId: string): Promise<string> {
  const [row] = await tx.select({ name: processes.name }).from(processes).where(eq(processes.id, processId));
  return row?.name ?? 'a process';
}

/**
 * A new thread (with its anchor) or a reply (to a thread's first comment; a reply to a reply joins
 * the same thread). People mentioned by @Name get a mention; the thread's other participants get
 * a reply.
 */
export async function createComment(
  tx: Tx,
  notify: Notify,
  processId: string,
  author: Commenter,
  input: { body: string; anchor: CommentAnchor | null; parentId?: string | null },
): Promise<Comment> {
  await requireProcess(tx, processId, 404);
  let root: CommentRow | null = null;
  if (input.parentId) {
    const [parent] = await tx.select().from(comments).where(eq(comments.id, input.parentId));
    if (parent?.processId !== processId)
      throw new AppError(422, 'The comment replied to is not on this process.');
    root = parent.parentId
      ? ((await tx.select().from(comments).where(eq(comments.id, parent.parentId)))[0] ?? null)
      : parent;
    if (!root) throw new AppError(422, 'The comment replied to is not on this process.');
  }
  // A reply sits where its thread sits, so per-tab counts need no join.
  const anchor = root ? ((root.anchor as CommentAnchor | null) ?? null) : input.anchor;
  if (!root) await checkAnchor(tx, processId, anchor);
  const mentions = findMentions(input.body, await everyone(tx)).filter((p) => p.id !== author.id);
  const authorName = await nameOf(tx, author.id);
  const [row] = await tx
    .insert(comments)
    .values({
      processId,
      parentId: root?.id ?? null,
      anchor,
      body: input.body,
      authorId: author.id,
      authorName,
      mentions,
    })
    .returning();
  // A reply reopens nothing by itself, but a reply to a resolved thread is seen as such.
  const threadId = root?.id ?? row!.id;
  const where = `${await processName(tx, processId)} (${anchorLabel(anchor)})`;
  const link = threadLink(processId, anchor, threadId);
  await notify({
    recipients: mentions.map((p) => p.id),
    kind: 'mention',
    processId,
    title: `${authorName} mentioned you on ${where}`,
    link,
  });
  if (root) {
    const participants = await tx
      .selectDistinct({ id: comments.authorId })
      .from(comments)
      .where(
        and(
          eq(comments.processId, processId),
          sql`(${comments.id} = ${root.id} or ${comments.parentId} = ${root.id})`,
        ),
      );
    const mentioned = new Set(mentions.map((p) => p.id));
    await notify({
      recipients: participants.flatMap((p) => (p.id && !mentioned.has(p.id) ? [p.id] : [])),
      kind: 'reply',
      processId,
      title: `${authorName} replied on ${where}`,
      link,
    });
  }
  return toComment(row!, author.id, true);
}

/**
 * The author edits their text (newly mentioned people are told); a thread's first comment is
 * resolved or reopened by its author or by anyone who may edit the process.
 */
export async function updateComment(
  tx: Tx,
  notify: Notify,
  id: string,
  by: Commenter,
  change: { body?: string; resolved?: boolean },
): Promise<Comment> {
  if (!isUuid(id)) throw notFound('Comment');
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  if (!row) throw notFound('Comment');
  const set: Partial<typeof comments.$inferInsert> = {};
  let newlyMentioned: Mentionable[] = [];
  if (change.body !== undefined && change.body !== row.body) {
    if (row.authorId !== by.id) throw forbidden('Only its author can edit a comment.');
    const mentions = findMentions(change.body, await everyone(tx)).filter((p) => p.id !== by.id);
    const before = new Set(row.mentions.map((m) => m.id));
    newlyMentioned = mentions.filter((p) => !before.has(p.id));
    Object.assign(set, { body: change.body, mentions, editedAt: new Date() });
  }
  if (change.resolved !== undefined && change.resolved !== (row.resolvedAt !== null)) {
    if (row.parentId) throw new AppError(422, 'Resolve the thread at its first comment.');
    if (row.authorId !== by.id && !roleAtLeast(by.role, 'editor'))
      throw forbidden('Only the thread’s author or an editor can resolve or reopen it.');
    Object.assign(
      set,
      change.resolved
        ? { resolvedAt: new Date(), resolvedByName: await nameOf(tx, by.id) }
        : { resolvedAt: null, resolvedByName: null },
    );
  }
  if (Object.keys(set).length === 0) return toComment(row, by.id, true);
  const [updated] = await tx.update(comments).set(set).where(eq(comments.id, id)).returning();
  if (newlyMentioned.length > 0) {
    const anchor = (row.anchor as CommentAnchor | null) ?? null;
    await notify({
      recipients: newlyMentioned.map((p) => p.id),
      kind: 'mention',
      processId: row.processId,
      title: `${await nameOf(tx, by.id)} mentioned you on ${await processName(tx, row.processId)} (${anchorLabel(anchor)})`,
      link: threadLink(row.processId, anchor, row.parentId ?? row.id),
    });
  }
  return toComment(updated!, by.id, true);
}

/** Marks comments of a process as seen by the person (ids of other processes are ignored). */
export async function markRead(
  tx: Executor,
  personId: string,
  processId: string,
  ids: readonly string[],
): Promise<void> {
  if (!isUuid(processId)) return;
  const own = await tx
    .select({ id: comments.id, threadId: sql<string>`coalesce(${comments.parentId}, ${comments.id})` })
    .from(comments)
    .where(and(eq(comments.processId, processId), inArray(comments.id, [...ids])));
  if (own.length === 0) return;
  await tx
    .insert(commentReads)
    .values(own.map((c) => ({ personId, commentId: c.id })))
    .onConflictDoNothing();
  await markThreadsRead(tx, personId, [...new Set(own.map((c) => c.threadId))]);
}
