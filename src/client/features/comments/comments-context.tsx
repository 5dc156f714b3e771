import { anchorKey, type CommentAnchor } from '@core/schemas/comments';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useComments } from '../../api/comments/comments';
import { CommentsDrawer, type DrawerScope } from './comments-drawer';
import { countsByAnchor, groupThreads } from './thread-model';

/** `?comment={id}`: the thread an inbox entry or a shared link opens. */
export const COMMENT_PARAM = 'comment';

interface CommentsContextValue {
  open: (scope: DrawerScope) => void;
  counts: ReturnType<typeof countsByAnchor>;
  unread: number;
}

const CommentsContext = createContext<CommentsContextValue | null>(null);

/**
 * The comments of one process for everything on its page: the counts each comment button shows,
 * and the one drawer they open.
 */
export function CommentsProvider({ processId, children }: { processId: string; children: ReactNode }) {
  const comments = useComments(processId);
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get(COMMENT_PARAM);
  const [scope, setScope] = useState<DrawerScope | null>(null);
  const threads = useMemo(() => groupThreads(comments.data ?? []), [comments.data]);

  useEffect(() => {
    if (!linked) return;
    const thread = threads.find((t) => t.root.id === linked || t.replies.some((r) => r.id === linked));
    if (thread) setScope({ kind: 'anchor', anchor: thread.root.anchor });
  }, [linked, threads]);

  const value = useMemo<CommentsContextValue>(
    () => ({
      open: setScope,
      counts: countsByAnchor(threads),
      unread: threads.reduce((n, t) => n + t.unread, 0),
    }),
    [threads],
  );
  const highlight = threads.find((t) => t.root.id === linked || t.replies.some((r) => r.id === linked))?.root
    .id;

  return (
    <CommentsContext.Provider value={value}>
      {children}
      <CommentsDrawer
        processId={processId}
        scope={scope}
        highlightThreadId={highlight ?? null}
        onClose={() => {
          setScope(null);
          if (linked) {
            setSearchParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.delete(COMMENT_PARAM);
                return next;
              },
              { replace: true },
            );
          }
        }}
      />
    </CommentsContext.Provider>
  );
}

export function useCommentsContext(): CommentsContextValue | null {
  return useContext(CommentsContext);
}

/** The counts of one anchor's threads (open, total, unread comments). */
export function useAnchorCounts(anchor: CommentAnchor | null) {
  const context = useCommentsContext();
  return context?.counts.get(anchorKey(anchor)) ?? { open: 0, total: 0, unread: 0 };
}
