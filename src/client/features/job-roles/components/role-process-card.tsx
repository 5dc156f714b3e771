import type { Process } from '@core/schemas/process';
import { ProcessCardShell } from '../../../components/process-card-shell';
import { formatDate, formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** A process of the role: links to the process under its role's path. */
export function RoleProcessCard({ process, jobRoleId }: { process: Process; jobRoleId: string }) {
  return (
    <ProcessCardShell href={paths.jobRoleProcess(jobRoleId, process.id)} process={process}>
      <p className="line-clamp-3 text-slate-600 text-sm">{process.description}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-slate-600 text-xs tabular-nums">
        <span>Version {process.version}</span>
        <span title={formatDateTime(process.updatedAt)}>Updated {formatDate(process.updatedAt)}</span>
      </div>
    </ProcessCardShell>
  );
}
