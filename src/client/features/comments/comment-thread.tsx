import { anchorLabel } from '@core/schemas/comments';
import { CheckCircle2Icon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { useCapabilities } from '../../api/auth/capabilities';
import { useSession } from '../../api/auth/get-session';
import { useAddComment, useUpdateComment } from '../../api/comments/comments';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { runMutation } from '../../lib/run-mutation';
import { cn } from '../../lib/utils';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import type { Thread } from './thread-model';

/** A thread: its comments, a reply box, and Resolve / Reopen for its author or an editor. */
export function CommentThread({
  thread,
  showAnchor,
  highlighted,
}: {
  thread: Thread;
  /** In the list of all threads, each says where it sits. */
  showAnchor: boolean;
  highlighted: boolean;
}) {
  const { root } = thread;
  const me = useSession().data?.person?.id ?? null;
  const { canEdit } = useCapabilities();
  const update = useUpdateComment(root.processId);
  const add = useAddComment(root.processId);
  const [reply, setReply] = useState('');
  const [replying, setReplying] = useState(false);
  const canResolve = canEdit || root.authorId === me;

  const send = () => {
    if (!reply.trim()) return;
    void runMutation(
      add,
      { body: reply, parentId: root.id },
      {
        onSuccess: () => {
          setReply('');
          setReplying(false);
        },
        onError: (err) =>
          toast({
            title: 'The reply could not be posted',
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );
  };
  const setResolved = (resolved: boolean) =>
    runMutation(
      update,
      { id: root.id, resolved },
      {
        onError: (err) =>
          toast({
            title: resolved ? 'The thread could not be resolved' : 'The thread could not be reopened',
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );

  return (
    <article
      aria-label={`Thread by ${root.authorName}`}
      data-thread-id={root.id}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-white p-3.5',
        thread.resolved ? 'border-slate-200 bg-slate-50/60' : 'border-slate-200',
        highlighted && 'ring-2 ring-brand-400',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        {showAnchor ? (
          <span className="truncate font-medium text-[11px] text-slate-600 uppercase tracking-wider">
            {anchorLabel(root.anchor)}
          </span>
        ) : (
          <span />
        )}
        {thread.resolved ? (
          <span className="inline-flex shrink-0 items-center gap-1 text-emerald-700 text-xs">
            <CheckCircle2Icon className="size-3.5" aria-hidden="true" />
            Resolved{root.resolvedByName ? ` by ${root.resolvedByName}` : ''}
          </span>
        ) : null}
      </div>
      <CommentItem comment={root} mine={root.authorId === me} />
      {thread.replies.length > 0 ? (
        <ol className="ml-3 flex flex-col gap-3 border-slate-200 border-l pl-3" aria-label="Replies">
          {thread.replies.map((c) => (
            <li key={c.id}>
              <CommentItem comment={c} mine={c.authorId === me} />
            </li>
          ))}
        </ol>
      ) : null}
      {replying ? (
        <CommentComposer
          label="Reply"
          placeholder="Reply… (@ to mention someone)"
          value={reply}
          onChange={setReply}
          onSubmit={send}
          onCancel={() => setReplying(false)}
          submitLabel="Reply"
          busyLabel="Posting…"
          busy={add.isPending}
          autoFocus
        />
      ) : (
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" onClick={() => setReplying(true)}>
            Reply
          </Button>
          {canResolve ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={update.isPending}
              onClick={() => setResolved(!thread.resolved)}
            >
              {thread.resolved ? (
                <RotateCcwIcon aria-hidden="true" />
              ) : (
                <CheckCircle2Icon aria-hidden="true" />
              )}
              {thread.resolved ? 'Reopen' : 'Resolve'}
            </Button>
          ) : null}
        </div>
      )}
    </article>
  );
}
