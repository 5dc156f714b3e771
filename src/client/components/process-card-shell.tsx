import type { Process } from '@core/schemas/process';
import { MessageSquareIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'wouter';
import { useUnreadComments } from '../api/comments/comments';
import { StatusBadge } from './status-badge';
import { UnreadCount } from './unread-count';

/**
 * A process as a card that links as a whole: its name and status on top, then what the caller
 * shows of it (the dashboard and a job role's page show different facts).
 */
export function ProcessCardShell({
  href,
  process,
  children,
}: {
  href: string;
  process: Process;
  children: React.ReactNode;
}) {
  const unread = useUnreadComments().data?.processes[process.id]?.total ?? 0;
  return (
    <Link
      href={href}
      className="group flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 transition-colors hover:border-brand-300 hover:bg-brand-50/30"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-base text-slate-900 leading-snug group-hover:text-brand-800">
          {process.name}
        </h3>
        <span className="flex shrink-0 items-center gap-1.5">
          {unread > 0 ? (
            <span
              title={`${unread} unread ${unread === 1 ? 'comment' : 'comments'}`}
              className="inline-flex items-center gap-1 text-red-700 text-xs"
            >
              <MessageSquareIcon className="size-3.5" aria-hidden="true" />
              <UnreadCount count={unread} />
            </span>
          ) : null}
          <StatusBadge status={process.status} />
        </span>
      </div>
      {children}
    </Link>
  );
}
