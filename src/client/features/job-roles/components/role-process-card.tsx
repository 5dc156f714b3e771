import type { Process } from '@core/schemas/process';
import { Link } from 'wouter';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** A process of the role: links to the process under its role's path. */
export function RoleProcessCard({ process, jobRoleId }: { process: Process; jobRoleId: string }) {
  return (
    <Link
      href={paths.jobRoleProcess(jobRoleId, process.id)}
      className="group flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 transition-colors hover:border-brand-300 hover:bg-brand-50/30"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-base text-slate-900 leading-snug group-hover:text-brand-800">
          {process.name}
        </h3>
        <StatusBadge status={process.status} />
      </div>
      <p className="line-clamp-3 text-slate-600 text-sm">{process.description}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-slate-600 text-xs tabular-nums">
        <span>Version {process.version}</span>
        <span title={formatDateTime(process.updatedAt)}>Updated {formatDate(process.updatedAt)}</span>
      </div>
    </Link>
  );
}
