import { anchorLabel, type CommentAnchor } from '@core/schemas/comments';
import { MessageSquareIcon, MessageSquarePlusIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip';
import { UnreadCount } from '../../components/unread-count';
import { cn } from '../../lib/utils';
import { useAnchorCounts, useCommentsContext } from './comments-context';

function describe(counts: { open: number; total: number; unread: number }): string {
  if (counts.total === 0) return 'no comments yet';
  const parts = [`${counts.open} open ${counts.open === 1 ? 'thread' : 'threads'}`];
  if (counts.unread > 0) parts.push(`${counts.unread} unread`);
  return parts.join(', ');
}

/**
 * The comment control of one part of a process (a comparison card, a pain point, a matrix row, a
 * training document): the number of open threads, a dot while some are unread. Renders nothing
 * outside a process page.
 */
export function CommentsButton({ anchor, className }: { anchor: CommentAnchor; className?: string }) {
  const context = useCommentsContext();
  const counts = useAnchorCounts(anchor);
  if (!context) return null;
  const label = `Comments on ${anchorLabel(anchor)}: ${describe(counts)}`;
  const Icon = counts.total > 0 ? MessageSquareIcon : MessageSquarePlusIcon;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={label}
          className={cn(
            'relative h-7 gap-1 px-1.5 text-slate-500',
            counts.open > 0 && 'text-brand-700',
            className,
          )}
          onClick={() => context.open({ kind: 'anchor', anchor })}
        >
          <Icon aria-hidden="true" />
          {counts.open > 0 ? <span className="text-xs tabular-nums">{counts.open}</span> : null}
          {counts.unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 size-2 rounded-full bg-red-500 ring-2 ring-white"
            />
          ) : null}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{counts.total > 0 ? describe(counts) : 'Comment'}</TooltipContent>
    </Tooltip>
  );
}

/** The page header's Comments action: every thread of the process, with the unread count. */
export function ProcessCommentsButton() {
  const context = useCommentsContext();
  if (!context) return null;
  return (
    <Button variant="outline" onClick={() => context.open({ kind: 'all' })}>
      <MessageSquareIcon aria-hidden="true" />
      Comments
      {context.unread > 0 ? <UnreadCount count={context.unread} /> : null}
    </Button>
  );
}
