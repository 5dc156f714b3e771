import { anchorKey, anchorLabel, type CommentAnchor } from '@core/schemas/comments';
import { MessageSquareIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import { useAddComment, useComments, useMarkCommentsRead } from '../../api/comments/comments';
import { Button } from '../../components/ui/button';
import { DialogCloseButton } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { runMutation } from '../../lib/run-mutation';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-thread';
import { groupThreads, unreadIds } from './thread-model';

/** What the drawer shows: the threads of one anchor (null: the process itself), or all of them. */
export type DrawerScope = { kind: 'anchor'; anchor: CommentAnchor | null } | { kind: 'all' };

/** The comment threads as a panel on the right, over the page; what it shows is marked read. */
export function CommentsDrawer({
  processId,
  scope,
  highlightThreadId,
  onClose,
}: {
  processId: string;
  scope: DrawerScope | null;
  highlightThreadId: string | null;
  onClose: () => void;
}) {
  return (
    <DialogPrimitive.Root open={scope !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/20 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-slate-200 border-l bg-slate-50 shadow-xl focus:outline-none">
          {scope ? (
            <DrawerBody processId={processId} scope={scope} highlightThreadId={highlightThreadId} />
          ) : null}
          <DialogCloseButton />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function DrawerBody({
  processId,
  scope,
  highlightThreadId,
}: {
  processId: string;
  scope: DrawerScope;
  highlightThreadId: string | null;
}) {
  const comments = useComments(processId);
  const markRead = useMarkCommentsRead(processId);
  const [showResolved, setShowResolved] = useState(false);
  const key = scope.kind === 'anchor' ? anchorKey(scope.anchor) : null;
  const threads = useMemo(
    () => groupThreads(comments.data ?? []).filter((t) => key === null || t.key === key),
    [comments.data, key],
  );
  const resolvedCount = threads.filter((t) => t.resolved).length;
  const shown = threads.filter((t) => showResolved || !t.resolved || t.root.id === highlightThreadId);
  const seen = unreadIds(shown).join(',');
  const { mutate } = markRead;
  useEffect(() => {
    if (seen) mutate(seen.split(','));
  }, [seen, mutate]);
  useEffect(() => {
    if (!highlightThreadId || !comments.data) return;
    document.querySelector(`[data-thread-id="${highlightThreadId}"]`)?.scrollIntoView({ block: 'center' });
  }, [highlightThreadId, comments.data]);

  const title = scope.kind === 'all' ? 'All comments' : anchorLabel(scope.anchor);
  return (
    <>
      <header className="border-slate-200 border-b bg-white px-5 pt-4 pb-3">
        <DialogPrimitive.Title className="flex items-center gap-2 font-semibold text-base text-slate-900">
          <MessageSquareIcon className="size-4 text-brand-700" aria-hidden="true" />
          Comments
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="mt-0.5 pr-8 text-slate-600 text-sm">
          {title}
        </DialogPrimitive.Description>
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-5 py-4">
        <NewThread processId={processId} anchor={scope.kind === 'anchor' ? scope.anchor : null} />
        {comments.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading comments…</span>
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : comments.isError ? (
          <div className="flex flex-col items-start gap-2 text-sm">
            <p className="text-red-700">The comments could not be loaded. {errorMessage(comments.error)}</p>
            <Button size="sm" variant="outline" onClick={() => comments.refetch()}>
              Retry
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-slate-600 text-sm">
            {resolvedCount > 0
              ? 'Every thread here is resolved.'
              : 'No comments yet. Start the conversation above.'}
          </p>
        ) : (
          shown.map((t) => (
            <CommentThread
              key={t.root.id}
              thread={t}
              showAnchor={scope.kind === 'all'}
              highlighted={t.root.id === highlightThreadId}
            />
          ))
        )}
        {resolvedCount > 0 ? (
          <Button
            variant="link"
            size="sm"
            className="self-start px-0"
            onClick={() => setShowResolved((v) => !v)}
          >
            {showResolved ? 'Hide resolved threads' : `Show resolved threads (${resolvedCount})`}
          </Button>
        ) : null}
      </div>
    </>
  );
}

function NewThread({ processId, anchor }: { processId: string; anchor: CommentAnchor | null }) {
  const add = useAddComment(processId);
  const [body, setBody] = useState('');
  const send = () => {
    if (!body.trim()) return;
    void runMutation(
      add,
      { body, anchor },
      {
        onSuccess: () => setBody(''),
        onError: (err) =>
          toast({
            title: 'The comment could not be posted',
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <CommentComposer
        label="New comment"
        placeholder="Comment… (@ to mention someone, Ctrl+Enter to post)"
        value={body}
        onChange={setBody}
        onSubmit={send}
        submitLabel="Comment"
        busyLabel="Posting…"
        busy={add.isPending}
      />
    </div>
  );
}
