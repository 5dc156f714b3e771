import type { JobRoleListItem } from '@core/schemas/job-role';
import { BriefcaseIcon, PencilIcon, PlusIcon, SearchXIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useCanEdit } from '../../api/auth/capabilities';
import { useDivisions } from '../../api/divisions/get-divisions';
import { useJobRoleSearch } from '../../api/job-roles/search-job-roles';
import { EmptyState, NoMatches } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { Button } from '../../components/ui/button';
import { type Column, ColumnHeaders } from '../../components/ui/column-headers';
import { SkeletonList } from '../../components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip';
import { formatDate, plural } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlSearchTerm } from '../../lib/use-url-search-term';
import { cn } from '../../lib/utils';
import { DeleteJobRoleDialog } from './components/delete-job-role-dialog';
import { JobRoleFormDialog } from './components/job-role-form-dialog';
import { RoleAudienceCell } from './components/role-audience';

const ROLE_COLUMNS: Column[] = [
  { label: 'Role' },
  // Below 1280 px the description moves under the role's name, so the table fits.
  { label: 'Description', className: 'hidden xl:table-cell' },
  { label: 'Training audience', className: 'w-[30%]' },
  { label: 'Processes', className: 'w-28 text-right' },
  { label: 'Created', className: 'w-32' },
  { label: 'Actions', className: 'w-24 text-right', srOnly: true },
];

function RowAction({
  label,
  icon: Icon,
  onClick,
  danger,
}: {
  label: string;
  icon: typeof PencilIcon;
  onClick: () => void;
  danger?: boolean;
}) {
  const canEdit = useCanEdit();
  // Both row actions change the repository: a viewer has none.
  if (!canEdit) return null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn('size-8', danger && 'hover:bg-red-50 hover:text-red-700')}
          aria-label={label}
          onClick={onClick}
        >
          <Icon aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * Job Roles (/job-roles): every role with its description, training audience and processes; search,
 * add, edit (the audience too), delete.
 */
export function JobRolesPage() {
  const canEdit = useCanEdit();
  useDocumentTitle('Job Roles');
  const search = useUrlSearchTerm();
  const roles = useJobRoleSearch(search.term);
  const divisions = useDivisions();
  const [creating, setCreating] = useState(false);
  // The target outlives the open flag so a closing dialog keeps its text while it fades out.
  const [editing, setEditing] = useState<JobRoleListItem | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<JobRoleListItem | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const totalProcesses = roles.data?.reduce((sum, role) => sum + role.processCount, 0) ?? 0;
  const searching = search.term !== '';
  // The header and the empty list offer the same button.
  const newRoleButton = canEdit ? (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden="true" />
      New Job Role
    </Button>
  ) : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumb={[{ label: 'Dashboard', href: paths.dashboard() }, { label: 'Job Roles' }]}
        title="Job Roles"
        description="The roles whose processes are documented here, the employees each one's training reaches, and its processes."
        actions={newRoleButton}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          value={search.input}
          onChange={search.setInput}
          onSubmit={search.commitNow}
          label="Search job roles"
          placeholder="Search job roles..."
          className="w-80"
        />
        {roles.isSuccess ? (
          <p className="text-slate-600 text-sm tabular-nums" aria-live="polite">
            {searching
              ? `${plural(roles.data.length, 'job role')} matching “${search.term}”`
              : `${plural(roles.data.length, 'job role')} with ${plural(totalProcesses, 'documented process', 'documented processes')}`}
          </p>
        ) : null}
      </div>

      {roles.isPending ? (
        <SkeletonList
          label="Loading job roles…"
          count={5}
          className="flex flex-col gap-2"
          itemClassName="h-14 rounded-lg"
        />
      ) : roles.isError && !roles.data ? (
        <QueryErrorState title="Job roles could not be loaded" query={roles} />
      ) : roles.data.length === 0 ? (
        searching ? (
          <NoMatches
            icon={SearchXIcon}
            title={`No job roles match “${search.term}”.`}
            description="Try another word, or add the role."
            onClear={() => search.setInput('')}
          />
        ) : (
          <EmptyState
            icon={BriefcaseIcon}
            title="No job roles yet."
            description="Add the first role, or load roles and processes with Bulk Import."
            action={newRoleButton}
          />
        )
      ) : (
        <div
          className={cn(
            'relative overflow-x-auto rounded-lg border border-slate-200 bg-white transition-opacity',
            roles.isPlaceholderData && 'opacity-70',
          )}
        >
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption className="sr-only">Job roles, their training audiences and their processes</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-600 text-xs">
              <ColumnHeaders
                columns={ROLE_COLUMNS}
                cellClassName="px-4 py-2.5 font-medium"
                className="border-slate-200 border-b"
              />
            </thead>
            <tbody>
              {roles.data.map((role) => (
                <tr key={role.id} className="border-slate-100 border-b last:border-b-0 hover:bg-slate-50">
                  <th scope="row" className="px-4 py-3 align-top font-medium">
                    <Link
                      href={paths.jobRole(role.id)}
                      className="block w-fit rounded-sm text-brand-700 hover:underline"
                    >
                      {role.name}
                    </Link>
                    {role.description ? (
                      <span className="mt-0.5 line-clamp-2 font-normal text-slate-600 text-xs xl:hidden">
                        {role.description}
                      </span>
                    ) : null}
                  </th>
                  <td className="hidden px-4 py-3 align-top text-slate-600 xl:table-cell">
                    <span className="line-clamp-2">{role.description || '—'}</span>
                  </td>
                  <td className="px-4 py-3 align-top">
                    <RoleAudienceCell titles={role.divisionRoles} divisions={divisions.data} />
                  </td>
                  <td className="px-4 py-3 text-right align-top text-slate-900 tabular-nums">
                    {role.processCount}
                  </td>
                  <td className="px-4 py-3 align-top text-slate-600 tabular-nums">
                    {formatDate(role.createdAt)}
                  </td>
                  <td className="px-3 py-2 text-right align-top">
                    <div className="inline-flex items-center gap-0.5">
                      <RowAction
                        label={`Edit ${role.name}`}
                        icon={PencilIcon}
                        onClick={() => {
                          setEditing(role);
                          setEditOpen(true);
                        }}
                      />
                      <RowAction
                        label={`Delete ${role.name}`}
                        icon={Trash2Icon}
                        danger
                        onClick={() => {
                          setDeleting(role);
                          setDeleteOpen(true);
                        }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <JobRoleFormDialog open={creating} onOpenChange={setCreating} />
      {editing ? <JobRoleFormDialog open={editOpen} onOpenChange={setEditOpen} role={editing} /> : null}
      <DeleteJobRoleDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        role={deleting}
        processCount={deleting?.processCount}
      />
    </div>
  );
}
