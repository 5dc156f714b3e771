import { FileSearchIcon, FolderPlusIcon, LoaderCircleIcon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useCanEdit } from '../../api/auth/capabilities';
import { useJobRoles } from '../../api/job-roles/get-job-roles';
import { useProcessList } from '../../api/processes/get-processes';
import { EmptyState, NoMatches } from '../../components/empty-state';
import { ErrorState, QueryErrorState } from '../../components/error-state';
import { LazyNewProcessDialog } from '../../components/new-process-dialog-lazy';
import { PageHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { Button } from '../../components/ui/button';
import { SkeletonList } from '../../components/ui/skeleton';
import { plural } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlSearchTerm } from '../../lib/use-url-search-term';
import { cn } from '../../lib/utils';
import { ProcessCard } from './components/process-card';
import { SummaryCards } from './components/summary-cards';

const GRID = 'grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3';

/** Dashboard (/ and /dashboard): summary, search and the processes, newest change first. */
export function DashboardPage() {
  const canEdit = useCanEdit();
  useDocumentTitle('Dashboard');
  const search = useUrlSearchTerm();
  const [dialogOpen, setDialogOpen] = useState(false);
  const searching = search.term.length > 0;

  const list = useProcessList({ search: search.term }, { keepPrevious: true });
  const roles = useJobRoles();
  const roleNames = useMemo(() => new Map(roles.data?.map((role) => [role.id, role.name])), [roles.data]);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const capped = list.data?.pages.at(-1)?.capped ?? false;
  // "1,000+ processes found" when the server stopped counting.
  const totalText = `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
  const roleName = (jobRoleId: string | null) => {
    if (roles.isPending) return undefined;
    return (jobRoleId && roleNames.get(jobRoleId)) || 'Unknown Role';
  };

  // A viewer cannot create: the empty states then offer no button.
  const createFirst = canEdit ? (
    <Button onClick={() => setDialogOpen(true)}>
      <PlusIcon aria-hidden="true" />
      Create Your First Process
    </Button>
  ) : undefined;

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Dashboard"
        description="Every documented business process, as it runs today and as it will run after the change."
        actions={
          <>
            <SearchBox
              value={search.input}
              onChange={search.setInput}
              onSubmit={search.commitNow}
              label="Search processes and job roles"
              placeholder="Search processes, roles..."
            />
            {canEdit ? (
              <Button onClick={() => setDialogOpen(true)}>
                <PlusIcon aria-hidden="true" />
                New Process
              </Button>
            ) : null}
          </>
        }
      />

      <SummaryCards />

      <section aria-labelledby="process-list-heading" className="flex flex-col gap-4">
        <div className="flex items-baseline justify-between gap-3">
          <div className="flex items-baseline gap-3">
            <h2 id="process-list-heading" className="font-semibold text-lg text-slate-900">
              {searching ? 'Search Results' : 'Recent Processes'}
            </h2>
            {searching && list.isSuccess ? (
              <span className="text-slate-600 text-sm tabular-nums" aria-live="polite">
                {capped ? `${totalText} processes` : plural(total, 'process', 'processes')} found
              </span>
            ) : null}
          </div>
          {list.isFetching && !list.isFetchingNextPage && !list.isPending ? (
            <span role="status" className="text-slate-500">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              <span className="sr-only">Updating results…</span>
            </span>
          ) : null}
        </div>

        {list.isPending ? (
          <SkeletonList
            label="Loading processes…"
            count={6}
            className={GRID}
            itemClassName="h-[148px] rounded-lg"
          />
        ) : list.isError && items.length === 0 ? (
          <QueryErrorState title="Processes could not be loaded" query={list} />
        ) : items.length === 0 ? (
          searching ? (
            // Spec §2: the empty text comes "with a Create Your First Process button", searching or not.
            <NoMatches
              icon={FileSearchIcon}
              title="No processes found matching your search."
              description="Try another word, search by job role name, or create the process."
              onClear={() => search.setInput('')}
              action={createFirst}
            />
          ) : (
            <EmptyState
              icon={FolderPlusIcon}
              title="No processes created yet."
              description="Start by documenting a process for one of your job roles."
              action={createFirst}
            />
          )
        ) : (
          <>
            <ul className={cn(GRID, list.isPlaceholderData && 'opacity-60 transition-opacity')}>
              {items.map((process) => (
                <li key={process.id}>
                  <ProcessCard process={process} roleName={roleName(process.jobRoleId)} />
                </li>
              ))}
            </ul>
            {list.isFetchNextPageError ? (
              <ErrorState
                title="More processes could not be loaded"
                error={list.error}
                onRetry={() => list.fetchNextPage()}
              />
            ) : null}
            <div className="flex flex-col items-center gap-2 pt-2">
              <p className="text-slate-600 text-xs tabular-nums">
                Showing {items.length.toLocaleString('en-US')}
                {capped && items.length >= total ? '' : ` of ${totalText}`}
              </p>
              {list.hasNextPage ? (
                <Button
                  variant="outline"
                  onClick={() => list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? (
                    <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                  ) : null}
                  {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </section>

      <LazyNewProcessDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </div>
  );
}
