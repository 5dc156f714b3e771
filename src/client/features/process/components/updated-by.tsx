import { useQuery } from '@tanstack/react-query';
import { CalendarIcon } from 'lucide-react';
import { latestProcessEventQueryOptions } from '../../../api/processes/get-process-history';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatRelativeTime } from '../../../lib/relative-time';

/**
 * "Updated by Maria Lopez · 2 hours ago": the person of the process's latest change. Until it is
 * known, and for changes made before people were named, the date alone.
 */
export function UpdatedBy({ processId, updatedAt }: { processId: string; updatedAt: string }) {
  const latest = useQuery(latestProcessEventQueryOptions(processId)).data;
  const at = latest?.at ?? updatedAt;
  return (
    <span className="inline-flex items-center gap-1.5 tabular-nums" title={formatDateTime(at)}>
      <CalendarIcon className="size-3.5" aria-hidden="true" />
      {latest?.actorName ? (
        <span data-testid="process-updated-by">
          Updated by <span className="font-medium text-slate-800">{latest.actorName}</span> ·{' '}
          {formatRelativeTime(at)}
        </span>
      ) : (
        <>Last updated {formatDate(updatedAt)}</>
      )}
    </span>
  );
}
