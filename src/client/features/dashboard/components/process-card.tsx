import type { Process } from '@core/schemas/process';
import { BriefcaseIcon } from 'lucide-react';
import { ProcessCardShell } from '../../../components/process-card-shell';
import { formatDate, formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** A dashboard card: the whole card links to the process. `roleName` undefined while roles load. */
export function ProcessCard({ process, roleName }: { process: Process; roleName: string | undefined }) {
  return (
    <ProcessCardShell href={paths.process(process.id)} process={process}>
      <p className="line-clamp-2 text-slate-600 text-sm">{process.description}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-slate-600 text-xs">
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <BriefcaseIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{roleName ?? '…'}</span>
        </span>
        <span className="tabular-nums">v{process.version}</span>
        <span className="tabular-nums" title={formatDateTime(process.updatedAt)}>
          Updated {formatDate(process.updatedAt)}
        </span>
      </div>
    </ProcessCardShell>
  );
}
