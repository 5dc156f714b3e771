import { anchorKey, type Comment } from '@core/schemas/comments';

/** A thread: its first comment (anchor, resolved state) and the replies, oldest first. */
export interface Thread {
  root: Comment;
  replies: Comment[];
  /** The anchor key of where it sits (anchorKey). */
  key: string;
  /** Comments of others in it the reader has not seen yet. */
  unread: number;
  resolved: boolean;
}

/** Comments (oldest first, as the API answers) as threads, newest activity first. */
export function groupThreads(comments: readonly Comment[]): Thread[] {
  const threads = new Map<string, Thread>();
  for (const c of comments) {
    if (c.parentId === null) {
      threads.set(c.id, {
        root: c,
        replies: [],
        key: anchorKey(c.anchor),
        unread: c.unread ? 1 : 0,
        resolved: c.resolvedAt !== null,
      });
    }
  }
  for (const c of comments) {
    const thread = c.parentId ? threads.get(c.parentId) : undefined;
    if (!thread) continue;
    thread.replies.push(c);
    if (c.unread) thread.unread += 1;
  }
  const last = (t: Thread) => (t.replies.at(-1) ?? t.root).createdAt;
  return [...threads.values()].sort((a, b) => last(b).localeCompare(last(a)));
}

/** How many threads sit at each anchor key, open ones and unread comments counted apart. */
export function countsByAnchor(
  threads: readonly Thread[],
): Map<string, { open: number; total: number; unread: number }> {
  const counts = new Map<string, { open: number; total: number; unread: number }>();
  for (const t of threads) {
    const entry = counts.get(t.key) ?? { open: 0, total: 0, unread: 0 };
    entry.total += 1;
    if (!t.resolved) entry.open += 1;
    entry.unread += t.unread;
    counts.set(t.key, entry);
  }
  return counts;
}

/** The ids of the unread comments in these threads: what the reader has now seen. */
export function unreadIds(threads: readonly Thread[]): string[] {
  return threads.flatMap((t) => [t.root, ...t.replies]).flatMap((c) => (c.unread ? [c.id] : []));
}
