import type { AuditEventDetail } from '@core/schemas/audit';
import { HistoryIcon, LoaderCircleIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useJobRoles } from '../../../api/job-roles/get-job-roles';
import { useProcessHistory } from '../../../api/processes/get-process-history';
import { ChangeDiffList, type ValueFormatter } from '../../../components/change-diff-list';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState, QueryErrorState } from '../../../components/error-state';
import { SectionHeading } from '../../../components/page-header';
import { statusLabel } from '../../../components/status-badge';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { buildChangeDiff } from '../../../lib/change-diff';
import { formatDateTime, plural } from '../../../lib/format';
import { formatRelativeTime } from '../../../lib/relative-time';
import { cn } from '../../../lib/utils';

const ACTIONS: Record<string, { label: string; variant: BadgeProps['variant']; dot: string }> = {
  create: { label: 'Created', variant: 'success', dot: 'bg-emerald-500 ring-emerald-200' },
  update: { label: 'Updated', variant: 'info', dot: 'bg-blue-500 ring-blue-200' },
  delete: { label: 'Deleted', variant: 'danger', dot: 'bg-red-500 ring-red-200' },
  import: { label: 'Imported', variant: 'brand', dot: 'bg-brand-500 ring-brand-200' },
};

function ActionBadge({ action }: { action: string }) {
  const known = ACTIONS[action];
  return <Badge variant={known?.variant ?? 'neutral'}>{known?.label ?? statusLabel(action)}</Badge>;
}

function ChangeLogEntry({ event, format }: { event: AuditEventDetail; format: ValueFormatter }) {
  const fields = buildChangeDiff(event);
  return (
    <li className="group/entry relative flex gap-4 pb-6 last:pb-0">
      <span
        aria-hidden="true"
        className="absolute top-[34px] bottom-0 left-[7px] w-px bg-slate-200 group-last/entry:hidden"
      />
      <span
        aria-hidden="true"
        className={cn(
          'relative mt-[18px] size-[15px] shrink-0 rounded-full border-2 border-white ring-1',
          ACTIONS[event.action]?.dot ?? 'bg-slate-400 ring-slate-200',
        )}
      />
      <article className="flex min-w-0 flex-1 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="flex min-w-0 items-center gap-2">
            <ActionBadge action={event.action} />
            <p className="font-medium text-slate-900 text-sm">{event.summary}</p>
          </div>
          <time dateTime={event.at} className="shrink-0 text-slate-600 text-xs tabular-nums">
            {event.actorName ? (
              <span className="text-slate-800" data-testid="changelog-actor">
                {event.actorName}
                <span className="text-slate-400" aria-hidden="true">
                  {' '}
                  ·{' '}
                </span>
                <span className="sr-only">, </span>
              </span>
            ) : null}
            {formatRelativeTime(event.at)}
            <span className="text-slate-400" aria-hidden="true">
              {' '}
              ·{' '}
            </span>
            <span className="sr-only">, </span>
            {formatDateTime(event.at)}
          </time>
        </div>
        {fields.length > 0 ? (
          <ChangeDiffList fields={fields} format={format} className="border-slate-100 border-t pt-1" />
        ) : null}
      </article>
    </li>
  );
}

function ChangeLogSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading change history…</span>
      {['a', 'b', 'c'].map((key) => (
        <div key={key} className="flex gap-4">
          <Skeleton className="mt-1.5 size-[15px] rounded-full" />
          <Skeleton className="h-20 flex-1 rounded-lg" />
        </div>
      ))}
    </div>
  );
}

/** Change Log: this process's audit events, newest first, 50 at a time. */
export function ChangeLogTab({ processId }: { processId: string }) {
  const history = useProcessHistory(processId);
  const roles = useJobRoles();
  const roleNames = useMemo(() => new Map(roles.data?.map((role) => [role.id, role.name])), [roles.data]);

  const format: ValueFormatter = (field, value) => {
    if (value === null || value === undefined) return '';
    if (field.key === 'status' && typeof value === 'string') return statusLabel(value);
    if (field.key === 'jobRoleId' && typeof value === 'string') return roleNames.get(value) ?? 'Unknown Role';
    return typeof value === 'string' ? value : JSON.stringify(value);
  };

  if (history.isPending) return <ChangeLogSkeleton />;
  const events = history.data?.pages.flatMap((page) => page.items) ?? [];
  if (history.isError && events.length === 0) {
    return <QueryErrorState title="The change history could not be loaded" query={history} />;
  }
  if (events.length === 0) {
    return <EmptyState icon={HistoryIcon} title="Change history will appear here." />;
  }
  const total = history.data?.pages.at(-1)?.total ?? events.length;

  return (
    <section aria-labelledby="change-log-heading" className="flex flex-col gap-4">
      <SectionHeading
        id="change-log-heading"
        title="Change Log"
        count={`${plural(total, 'change')}, newest first`}
      />
      <ol className="flex flex-col">
        {events.map((event) => (
          <ChangeLogEntry key={event.id} event={event} format={format} />
        ))}
      </ol>
      {history.isFetchNextPageError ? (
        <ErrorState
          title="More changes could not be loaded"
          error={history.error}
          onRetry={() => history.fetchNextPage()}
        />
      ) : null}
      <div className="flex flex-col items-center gap-2 pt-2">
        <p className="text-slate-600 text-xs tabular-nums">
          Showing {events.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
        </p>
        {history.hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : null}
            {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
