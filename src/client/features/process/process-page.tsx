import { BriefcaseIcon, CalendarIcon, FileSearchIcon, TagIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useJobRole } from '../../api/job-roles/get-job-role';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { StatusDot } from '../../components/status-badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorStatus } from '../../lib/api-client';
import { formatDate, formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProcess } from './api/get-process';
import { ArtifactList } from './components/artifact-list';

function ProcessSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-8">
      <span className="sr-only">Loading process…</span>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-7 w-96 max-w-full" />
        <Skeleton className="h-4 w-[40rem] max-w-full" />
        <Skeleton className="h-3 w-80" />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-lg" />
        <Skeleton className="h-56 rounded-lg" />
      </div>
    </div>
  );
}

/** Process detail (/processes/{id} and /job-roles/{jobRoleId}/processes/{id}). */
export function ProcessPage({ params }: { params: { id: string; jobRoleId?: string } }) {
  const process = useProcess(params.id);
  const jobRoleId = process.data ? (process.data.jobRoleId ?? params.jobRoleId ?? null) : null;
  const role = useJobRole(jobRoleId);
  useDocumentTitle(process.data?.name ?? (process.isError ? 'Process not found' : 'Process'));

  if (process.isPending) return <ProcessSkeleton />;

  if (process.isError) {
    if (errorStatus(process.error) === 404) {
      return (
        <EmptyState
          icon={FileSearchIcon}
          titleAs="h1"
          title="Process not found."
          description="It may have been removed, or the link may be incomplete."
          action={
            <Button asChild>
              <Link href={paths.dashboard()}>Back to Dashboard</Link>
            </Button>
          }
        />
      );
    }
    return (
      <ErrorState
        title="The process could not be loaded"
        error={process.error}
        onRetry={() => process.refetch()}
        retrying={process.isFetching}
      />
    );
  }

  const data = process.data;
  const roleName = !jobRoleId ? 'Unknown Role' : role.isPending ? '…' : (role.data?.name ?? 'Unknown Role');

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        breadcrumb={[
          { label: 'Dashboard', href: paths.dashboard() },
          { label: roleName, href: jobRoleId ? paths.jobRole(jobRoleId) : undefined },
          { label: data.name },
        ]}
        title={data.name}
        description={data.description}
        meta={
          <>
            <span className="inline-flex items-center gap-1.5">
              <BriefcaseIcon className="size-3.5" aria-hidden="true" />
              {roleName}
            </span>
            <span
              className="inline-flex items-center gap-1.5 tabular-nums"
              title={formatDateTime(data.updatedAt)}
            >
              <CalendarIcon className="size-3.5" aria-hidden="true" />
              Last updated {formatDate(data.updatedAt)}
            </span>
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              <TagIcon className="size-3.5" aria-hidden="true" />
              Version {data.version}
            </span>
            <StatusDot status={data.status} className="font-medium text-slate-700" />
          </>
        }
      />

      <section aria-labelledby="process-artifacts-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="process-artifacts-heading" className="font-semibold text-lg text-slate-900">
            Artifacts
          </h2>
          <p className="text-slate-600 text-sm">The current state beside the future state of this process.</p>
        </div>
        <ArtifactList processId={data.id} />
      </section>
    </div>
  );
}
