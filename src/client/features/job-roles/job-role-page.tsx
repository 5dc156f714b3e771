import {
  ArrowLeftIcon,
  CalendarIcon,
  FileTextIcon,
  FolderPlusIcon,
  LoaderCircleIcon,
  PencilIcon,
  PlusIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useCanEdit } from '../../api/auth/capabilities';
import { useDivisions } from '../../api/divisions/get-divisions';
import { useJobRole } from '../../api/job-roles/get-job-role';
import { useProcessList } from '../../api/processes/get-processes';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { LazyNewProcessDialog } from '../../components/new-process-dialog-lazy';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { DeleteButton } from '../../components/ui/delete-button';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate, plural } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DeleteJobRoleDialog } from './components/delete-job-role-dialog';
import { JobRoleFormDialog } from './components/job-role-form-dialog';
import { RoleAudienceCard } from './components/role-audience';
import { RoleProcessCard } from './components/role-process-card';

const GRID = 'grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3';

function JobRoleSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-8">
      <span className="sr-only">Loading job role…</span>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-7 w-80 max-w-full" />
        <Skeleton className="h-4 w-[36rem] max-w-full" />
        <Skeleton className="h-3 w-56" />
      </div>
      <div className={GRID}>
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} className="h-[140px] rounded-lg" />
        ))}
      </div>
    </div>
  );
}

/** Job role detail (/job-roles/{id}): the role, its training audience and its processes. */
export function JobRolePage({ params }: { params: { id: string } }) {
  const canEdit = useCanEdit();
  const id = params.id;
  const [, navigate] = useLocation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const role = useJobRole(id);
  const processes = useProcessList({ jobRoleId: id });
  const divisions = useDivisions();
  useDocumentTitle(role.data?.name ?? (role.isError ? 'Job role not found' : 'Job role'));

  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(paths.dashboard());
  };

  if (!role.isSuccess) {
    return (
      <QueryState
        query={role}
        skeleton={<JobRoleSkeleton />}
        notFoundIcon={FileTextIcon}
        notFoundTitle="Job role not found."
        errorTitle="The job role could not be loaded"
      />
    );
  }

  const jobRole = role.data;
  const items = processes.data?.pages.flatMap((page) => page.items) ?? [];
  const total = processes.data?.pages.at(-1)?.total ?? 0;

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        breadcrumb={[{ label: 'Dashboard', href: paths.dashboard() }, { label: jobRole.name }]}
        title={jobRole.name}
        description={jobRole.description || 'No description recorded for this role.'}
        meta={
          <>
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              <FileTextIcon className="size-3.5" aria-hidden="true" />
              {processes.isSuccess ? plural(total, 'process', 'processes') : 'Counting processes…'}
            </span>
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              <CalendarIcon className="size-3.5" aria-hidden="true" />
              Created {formatDate(jobRole.createdAt)}
            </span>
          </>
        }
        actions={
          <>
            <Button variant="outline" onClick={goBack}>
              <ArrowLeftIcon aria-hidden="true" />
              Back
            </Button>
            {canEdit ? (
              <>
                <Button variant="outline" onClick={() => setEditOpen(true)}>
                  <PencilIcon aria-hidden="true" />
                  Edit
                </Button>
                <DeleteButton onClick={() => setDeleteOpen(true)} />
                <Button onClick={() => setDialogOpen(true)}>
                  <PlusIcon aria-hidden="true" />
                  New Process
                </Button>
              </>
            ) : null}
          </>
        }
      />

      <RoleAudienceCard
        titles={jobRole.divisionRoles}
        divisions={divisions.data}
        divisionsFailed={divisions.isError}
        onEdit={() => setEditOpen(true)}
      />

      <section aria-labelledby="role-processes-heading" className="flex flex-col gap-4">
        <h2 id="role-processes-heading" className="font-semibold text-lg text-slate-900">
          Processes
        </h2>
        {processes.isPending ? (
          <div role="status" className={GRID}>
            <span className="sr-only">Loading processes…</span>
            {['a', 'b', 'c'].map((key) => (
              <Skeleton key={key} className="h-[140px] rounded-lg" />
            ))}
          </div>
        ) : processes.isError && items.length === 0 ? (
          <QueryErrorState title="Processes could not be loaded" query={processes} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={FolderPlusIcon}
            title="No processes created for this job role yet."
            description="Document the first As-Is process for this role, then add its To-Be."
            action={
              canEdit ? (
                <Button onClick={() => setDialogOpen(true)}>
                  <PlusIcon aria-hidden="true" />
                  Create First Process
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className={GRID}>
              {items.map((process) => (
                <li key={process.id}>
                  <RoleProcessCard process={process} jobRoleId={jobRole.id} />
                </li>
              ))}
            </ul>
            {processes.hasNextPage ? (
              <div className="flex flex-col items-center gap-2 pt-2">
                <p className="text-slate-600 text-xs tabular-nums">
                  Showing {items.length} of {total}
                </p>
                <Button
                  variant="outline"
                  onClick={() => processes.fetchNextPage()}
                  disabled={processes.isFetchingNextPage}
                >
                  {processes.isFetchingNextPage ? (
                    <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                  ) : null}
                  {processes.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>

      <LazyNewProcessDialog open={dialogOpen} onOpenChange={setDialogOpen} presetJobRoleId={jobRole.id} />
      <JobRoleFormDialog open={editOpen} onOpenChange={setEditOpen} role={jobRole} />
      <DeleteJobRoleDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        role={jobRole}
        processCount={processes.isSuccess ? total : undefined}
        onDeleted={() => navigate(paths.jobRoles(), { replace: true })}
      />
    </div>
  );
}
