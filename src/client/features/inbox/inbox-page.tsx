import {
  NOTIFICATION_KIND_LABELS,
  type Notification,
  type NotificationKind,
} from '@core/schemas/notifications';
import {
  AtSignIcon,
  CheckCheckIcon,
  ClipboardCheckIcon,
  InboxIcon,
  type LucideIcon,
  ReplyIcon,
  ScaleIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  useMarkAllNotificationsRead,
  useMarkNotification,
  useNotifications,
} from '../../api/notifications/notifications';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { SkeletonList } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { formatRelativeTime } from '../../lib/relative-time';
import { runMutation } from '../../lib/run-mutation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cn } from '../../lib/utils';

const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  mention: AtSignIcon,
  reply: ReplyIcon,
  review_requested: ClipboardCheckIcon,
  review_decided: ScaleIcon,
};

/** /inbox: the signed-in person's mentions, replies, review requests and decisions. */
export function InboxPage() {
  useDocumentTitle('Inbox');
  const inbox = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const [onlyUnread, setOnlyUnread] = useState(false);
  const items = (inbox.data?.items ?? []).filter((n) => !onlyUnread || n.readAt === null);
  const unread = inbox.data?.unread ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Inbox"
        description="Where colleagues mention you, reply to your threads, and ask for or decide on your reviews."
        meta={inbox.data ? <span>{unread === 0 ? 'Nothing unread' : `${unread} unread`}</span> : null}
        actions={
          <>
            <div
              role="group"
              aria-label="Show"
              className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
            >
              {[false, true].map((only) => (
                <button
                  key={String(only)}
                  type="button"
                  aria-pressed={onlyUnread === only}
                  onClick={() => setOnlyUnread(only)}
                  className={cn(
                    'rounded px-3 py-1 text-sm',
                    onlyUnread === only
                      ? 'bg-brand-50 font-medium text-brand-800'
                      : 'text-slate-600 hover:text-slate-900',
                  )}
                >
                  {only ? 'Unread' : 'All'}
                </button>
              ))}
            </div>
            <Button
              variant="outline"
              disabled={unread === 0 || markAll.isPending}
              onClick={() =>
                void runMutation(markAll, undefined, {
                  onError: (err) =>
                    toast({
                      title: 'Could not mark all read',
                      description: errorMessage(err),
                      variant: 'destructive',
                    }),
                })
              }
            >
              <CheckCheckIcon aria-hidden="true" />
              Mark all read
            </Button>
          </>
        }
      />
      {inbox.isPending ? (
        <SkeletonList
          label="Loading the inbox…"
          count={5}
          className="flex flex-col gap-2"
          itemClassName="h-16"
        />
      ) : inbox.isError ? (
        <QueryErrorState title="The inbox could not be loaded" query={inbox} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={InboxIcon}
          title={onlyUnread ? 'Nothing unread' : 'Your inbox is empty'}
          description="When someone mentions you with @ in a comment, replies to your thread or asks for your review, it shows up here."
        />
      ) : (
        <ul
          aria-label="Notifications"
          className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white"
        >
          {items.map((n) => (
            <InboxEntry key={n.id} notification={n} />
          ))}
        </ul>
      )}
    </div>
  );
}

function InboxEntry({ notification: n }: { notification: Notification }) {
  const mark = useMarkNotification();
  const Icon = KIND_ICONS[n.kind];
  const unread = n.readAt === null;
  return (
    <li className={cn('flex items-start gap-3 px-4 py-3', unread ? 'bg-brand-50/40' : 'bg-white')}>
      <span
        className={cn(
          'mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-500',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <Link
          href={n.link}
          onClick={() => (unread ? mark.mutate({ id: n.id, read: true }) : undefined)}
          className={cn(
            'text-sm hover:underline',
            unread ? 'font-semibold text-slate-900' : 'text-slate-700',
          )}
        >
          {n.title}
        </Link>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-slate-500 text-xs">
          <span>{NOTIFICATION_KIND_LABELS[n.kind]}</span>
          {n.processName ? (
            <span>{n.processName}</span>
          ) : n.processId === null ? (
            <span>Process deleted</span>
          ) : null}
          <time dateTime={n.createdAt} title={new Date(n.createdAt).toLocaleString()}>
            {formatRelativeTime(n.createdAt)}
          </time>
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0 text-xs"
        disabled={mark.isPending}
        onClick={() => mark.mutate({ id: n.id, read: unread })}
      >
        {unread ? 'Mark read' : 'Mark unread'}
      </Button>
    </li>
  );
}
