import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { CommentTab, UnreadComments } from '../../../core/schemas/comments';
import type { Executor } from '../../db/client';
import { commentReads, comments } from '../../db/schema';

/**
 * The person's unread comments (others' comments they have not marked read), per process and per
 * process tab: the numbers on the process cards, the tabs and the page header.
 */
export async function unreadComments(db: Executor, personId: string): Promise<UnreadComments> {
  const tab = sql<CommentTab>`case when ${comments.anchor} is null then 'process' when ${comments.anchor}->>'kind' = 'tier_document' then 'materials' else 'comparison' end`;
  const rows = await db
    .select({ processId: comments.processId, tab, n: count() })
    .from(comments)
    .leftJoin(commentReads, and(eq(commentReads.commentId, comments.id), eq(commentReads.personId, personId)))
    .where(
      and(isNull(commentReads.commentId), or(isNull(comments.authorId), ne(comments.authorId, personId))),
    )
    .groupBy(comments.processId, tab);
  const result: UnreadComments = { total: 0, processes: {} };
  for (const row of rows) {
    const n = Number(row.n);
    result.processes[row.processId] ??= { total: 0, tabs: { process: 0, comparison: 0, materials: 0 } };
    const entry = result.processes[row.processId]!;
    entry.tabs[row.tab] += n;
    entry.total += n;
    result.total += n;
  }
  return result;
}
