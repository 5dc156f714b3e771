import type { RepositoryHistoryEvent } from '@core/schemas/audit';
import { ChevronRightIcon, ExternalLinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { AuditActionBadge } from '../../../components/audit-action-badge';
import { ChangeDiffList, type ValueFormatter } from '../../../components/change-diff-list';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { formatRelativeTime } from '../../../lib/relative-time';
import { cn } from '../../../lib/utils';
import { describeEvent } from '../history-event';
import { entityTypeLabel } from '../history-filters';

const DETAIL_TITLES = {
  diff: 'What changed',
  after: 'The record as it was saved',
  before: 'The record as it was before',
} as const;

const DETAIL_TOGGLES = { diff: 'changes', after: 'details', before: 'details' } as const;

function processHref(processId: string): string {
  return `${paths.process(processId)}?tab=changelog`;
}

type EntryProps = {
  event: RepositoryHistoryEvent;
  format: ValueFormatter;
  now: number;
};

function HistoryEntry({ event, format, now }: EntryProps) {
  const [open, setOpen] = useState(false);
  const detail = describeEvent(event);
  const detailId = `history-detail-${event.id}`;
  return (
    <li
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 border-slate-100 border-t px-4 py-3 first:border-t-0 sm:grid-cols-[9.5rem_minmax(0,1fr)_auto] xl:grid-cols-[11.5rem_minmax(0,1fr)_auto]',
        open && 'bg-slate-50/70',
      )}
      data-testid="history-entry"
    >
      <time
        dateTime={event.at}
        className="col-span-2 flex flex-wrap gap-x-2 gap-y-0.5 pt-0.5 text-xs tabular-nums sm:col-span-1 sm:flex-col"
      >
        <span className="font-medium text-slate-800">{formatRelativeTime(event.at, now)}</span>
        <span className="text-slate-600">{formatDateTime(event.at)}</span>
      </time>

      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <AuditActionBadge action={event.action} />
          <span className="text-slate-600 text-xs" data-testid="history-kind">
            {entityTypeLabel(event.entityType)}
          </span>
          {event.actorName ? (
            <span className="text-slate-700 text-xs" data-testid="history-actor">
              by <span className="font-medium">{event.actorName}</span>
            </span>
          ) : null}
        </div>
        <p className="break-words text-slate-900 text-sm">{event.summary}</p>
        {event.processId && event.processName === null ? (
          <p className="text-slate-600 text-xs">Its process has since been deleted</p>
        ) : event.processId ? (
          <Link
            href={processHref(event.processId)}
            className="inline-flex max-w-full items-center gap-1 self-start rounded-sm text-brand-700 text-xs hover:underline"
          >
            <ExternalLinkIcon className="size-3 shrink-0" aria-hidden="true" />
            <span className="truncate">{event.processName} · Change Log</span>
          </Link>
        ) : null}
      </div>

      <div className="flex items-start justify-end">
        {detail ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-slate-700 text-xs hover:bg-slate-100 hover:text-slate-900"
          >
            <ChevronRightIcon
              className={cn('size-3.5 transition-transform', open && 'rotate-90')}
              aria-hidden="true"
            />
            {open ? 'Hide' : 'Show'} {DETAIL_TOGGLES[detail.show]}
            <span className="sr-only">: {event.summary}</span>
          </button>
        ) : null}
      </div>

      {detail && open ? (
        <div
          id={detailId}
          className="col-span-full rounded-md border border-slate-200 bg-white px-3 py-2 xl:col-span-2 xl:col-start-2"
        >
          <p className="pb-1 font-medium text-slate-500 text-xs">{DETAIL_TITLES[detail.show]}</p>
          <ChangeDiffList fields={detail.fields} format={format} show={detail.show} />
        </div>
      ) : null}
    </li>
  );
}

type HistoryListProps = {
  events: RepositoryHistoryEvent[];
  format: ValueFormatter;
  /** Dimmed while the next page or filter loads over the previous results. */
  stale?: boolean;
};

/** The history, newest first: when, action and kind, the summary with its process, and the details. */
export function HistoryList({ events, format, stale }: HistoryListProps) {
  const now = Date.now();
  return (
    <ol
      aria-label="Changes, newest first"
      aria-busy={stale || undefined}
      className={cn('rounded-lg border border-slate-200 bg-white transition-opacity', stale && 'opacity-60')}
    >
      {events.map((event) => (
        <HistoryEntry key={event.id} event={event} format={format} now={now} />
      ))}
    </ol>
  );
}
