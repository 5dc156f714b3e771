import type { Comment } from '@core/schemas/comments';
import { useState } from 'react';
import { useUpdateComment } from '../../api/comments/comments';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { formatRelativeTime } from '../../lib/relative-time';
import { runMutation } from '../../lib/run-mutation';
import { CommentComposer } from './comment-composer';
import { Initials } from './mention-textarea';

/** The text with each mention of a person picked out. */
function CommentBody({ comment }: { comment: Comment }) {
  const names = comment.mentions.map((m) => `@${m.name}`);
  if (names.length === 0) return <>{comment.body}</>;
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = comment.body.split(new RegExp(`(${escaped.join('|')})`, 'gi'));
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <span key={i} className="rounded bg-brand-50 px-0.5 font-medium text-brand-800">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** One comment: who, when, the text; its author may edit it in place. */
export function CommentItem({ comment, mine }: { comment: Comment; mine: boolean }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.body);
  const update = useUpdateComment(comment.processId);
  const save = () => {
    if (!draft.trim()) return;
    void runMutation(
      update,
      { id: comment.id, body: draft },
      {
        onSuccess: () => setEditing(false),
        onError: (err) =>
          toast({
            title: 'The comment could not be saved',
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <div className="flex gap-2.5" data-comment-id={comment.id}>
      <Initials name={comment.authorName} className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-semibold text-slate-900">{comment.authorName}</span>
          <time
            dateTime={comment.createdAt}
            title={new Date(comment.createdAt).toLocaleString()}
            className="text-slate-500"
          >
            {formatRelativeTime(comment.createdAt)}
          </time>
          {comment.editedAt ? <span className="text-slate-500">(edited)</span> : null}
          {comment.unread ? (
            <span className="rounded-full bg-brand-600 px-1.5 font-semibold text-[10px] text-white">New</span>
          ) : null}
        </p>
        {editing ? (
          <div className="mt-1.5">
            <CommentComposer
              label="Edit comment"
              value={draft}
              onChange={setDraft}
              onSubmit={save}
              onCancel={() => {
                setDraft(comment.body);
                setEditing(false);
              }}
              submitLabel="Save"
              busyLabel="Saving…"
              busy={update.isPending}
              autoFocus
            />
          </div>
        ) : (
          <p className="mt-0.5 whitespace-pre-wrap break-words text-slate-800 text-sm leading-relaxed">
            <CommentBody comment={comment} />
          </p>
        )}
        {mine && !editing ? (
          <Button variant="link" size="sm" className="h-auto px-0 text-xs" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
      </div>
    </div>
  );
}
