import { BriefcaseIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useJobRoles } from '../../api/job-roles/get-job-roles';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate, plural } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Job Roles (/job-roles): every role with its description and number of processes. */
export function JobRolesPage() {
  useDocumentTitle('Job Roles');
  const roles = useJobRoles();
  const totalProcesses = roles.data?.reduce((sum, role) => sum + role.processCount, 0) ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumb={[{ label: 'Dashboard', href: paths.dashboard() }, { label: 'Job Roles' }]}
        title="Job Roles"
        description={
          roles.isSuccess
            ? `${plural(roles.data.length, 'job role')} with ${plural(totalProcesses, 'documented process', 'documented processes')}.`
            : 'The roles whose processes are documented here.'
        }
      />

      {roles.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading job roles…</span>
          {['a', 'b', 'c', 'd', 'e'].map((key) => (
            <Skeleton key={key} className="h-14 rounded-lg" />
          ))}
        </div>
      ) : roles.isError ? (
        <ErrorState
          title="Job roles could not be loaded"
          error={roles.error}
          onRetry={() => roles.refetch()}
          retrying={roles.isFetching}
        />
      ) : roles.data.length === 0 ? (
        <EmptyState
          icon={BriefcaseIcon}
          title="No job roles yet."
          description="Job roles arrive with the demo data or through Bulk Import."
        />
      ) : (
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Job roles and their processes</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-600 text-xs">
              <tr className="border-slate-200 border-b">
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Role
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Description
                </th>
                <th scope="col" className="w-28 px-4 py-2.5 text-right font-medium">
                  Processes
                </th>
                <th scope="col" className="w-32 px-4 py-2.5 font-medium">
                  Created
                </th>
              </tr>
            </thead>
            <tbody>
              {roles.data.map((role) => (
                <tr key={role.id} className="border-slate-100 border-b last:border-b-0 hover:bg-slate-50">
                  <th scope="row" className="px-4 py-3 align-top font-medium">
                    <Link href={paths.jobRole(role.id)} className="rounded-sm text-brand-700 hover:underline">
                      {role.name}
                    </Link>
                  </th>
                  <td className="px-4 py-3 align-top text-slate-600">
                    <span className="line-clamp-2">{role.description || '—'}</span>
                  </td>
                  <td className="px-4 py-3 text-right align-top text-slate-900 tabular-nums">
                    {role.processCount}
                  </td>
                  <td className="px-4 py-3 align-top text-slate-600 tabular-nums">
                    {formatDate(role.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
