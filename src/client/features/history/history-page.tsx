import { useQuery } from '@tanstack/react-query';
import { HistoryIcon, SearchXIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useHistory } from '../../api/history/get-history';
import { useHistoryFacets } from '../../api/history/get-history-facets';
import { useJobRoles } from '../../api/job-roles/get-job-roles';
import { usePeople } from '../../api/people/people';
import { processQueryOptions } from '../../api/processes/get-process';
import { useProcessSearch } from '../../api/processes/search-processes';
import type { ValueFormatter } from '../../components/change-diff-list';
import { EmptyState, NoMatches } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { PageHeader, SectionHeading } from '../../components/page-header';
import { PageNav } from '../../components/page-nav';
import { statusLabel } from '../../components/status-badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage, errorStatus } from '../../lib/api-client';
import { plural } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HistoryFiltersCard } from './components/history-filters-card';
import { HistoryList } from './components/history-list';
import {
  EMPTY_HISTORY_FILTERS,
  HISTORY_PAGE_SIZE,
  hasActiveHistoryFilters,
  pageWindow,
  toHistoryQuery,
  withFilter,
} from './history-filters';
import { useHistoryFilters } from './use-history-filters';

const PROCESS_SEARCH_DEBOUNCE_MS = 200;

function HistorySkeleton() {
  return (
    <div role="status" className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <span className="sr-only">Loading the history…</span>
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <div
          key={key}
          className="flex items-start gap-4 border-slate-100 border-t px-4 py-3.5 first:border-t-0"
        >
          <div className="flex w-36 shrink-0 flex-col gap-1.5 xl:w-44">
            <Skeleton className="h-3.5 w-20" />
            <Skeleton className="h-3 w-32" />
          </div>
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Version History (/history): every audit event of the repository, filtered and paged on the server. */
export function HistoryPage() {
  useDocumentTitle('Version History');
  const [filters, setFilters] = useHistoryFilters();
  const query = useMemo(() => toHistoryQuery(filters), [filters]);
  const history = useHistory(query);
  const facets = useHistoryFacets();
  const roles = useJobRoles();
  const people = usePeople();

  // The process picker searches on the server as the user types; the chosen one is read by id.
  const [processText, setProcessText] = useState('');
  const processSearch = useDebouncedValue(processText.trim(), PROCESS_SEARCH_DEBOUNCE_MS);
  const processMatches = useProcessSearch(processSearch);
  const chosenProcess = useQuery({
    ...processQueryOptions(filters.processId),
    enabled: filters.processId !== '',
  });

  const roleNames = useMemo(() => new Map(roles.data?.map((role) => [role.id, role.name])), [roles.data]);
  const processOptions = useMemo(
    () =>
      (processMatches.data?.items ?? []).map((process) => ({
        value: process.id,
        label: process.name,
        hint: process.jobRoleId ? roleNames.get(process.jobRoleId) : undefined,
      })),
    [processMatches.data, roleNames],
  );

  const format: ValueFormatter = (field, value) => {
    if (value === null || value === undefined) return '';
    if (field.key === 'status' && typeof value === 'string') return statusLabel(value);
    if (field.key === 'jobRoleId' && typeof value === 'string') return roleNames.get(value) ?? 'Unknown Role';
    return typeof value === 'string' ? value : JSON.stringify(value);
  };

  const filtered = hasActiveHistoryFilters(filters);
  const onlyProcess = filters.processId !== '' && !hasActiveHistoryFilters({ ...filters, processId: '' });
  const total = history.data?.total ?? 0;
  const events = history.data?.items ?? [];
  // A text search counts up to 100 matches: past that the count reads "100+" and paging goes on.
  const capped = history.data?.capped ?? false;
  const totalText = `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
  const { pageCount } = pageWindow(filters.page, HISTORY_PAGE_SIZE, total, {
    capped,
    shown: events.length,
  });
  // The range of the rows on screen: while the next page loads, the previous one stays (dimmed)
  // and is still the one described.
  const shownPage = history.data ? Math.floor(history.data.offset / HISTORY_PAGE_SIZE) + 1 : filters.page;
  const { first, last } = pageWindow(shownPage, HISTORY_PAGE_SIZE, total, {
    capped,
    shown: events.length,
  });
  const goToPage = (page: number) => {
    setFilters({ ...filters, page }, { push: true });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumb={[{ label: 'Dashboard', href: paths.dashboard() }, { label: 'Version History' }]}
        title="Version History"
        description="Every change to job roles, processes, artifacts and training material, newest first."
      />

      <HistoryFiltersCard
        filters={filters}
        onChange={(key, value) => setFilters(withFilter(filters, key, value))}
        onClear={() => setFilters(EMPTY_HISTORY_FILTERS)}
        canClear={filtered}
        processOptions={processOptions}
        processSearch={{
          onSearchChange: setProcessText,
          total: processMatches.data?.total ?? 0,
          totalIsLowerBound: processMatches.data?.capped,
          error: processMatches.isError
            ? `The processes could not be searched. ${errorMessage(processMatches.error)}`
            : undefined,
        }}
        processesLoading={processMatches.isFetching || processText.trim() !== processSearch}
        processLabel={
          chosenProcess.data?.name ??
          // An id from an old link: the process has been deleted, or never was.
          (errorStatus(chosenProcess.error) === 404 ? 'Deleted process' : undefined)
        }
        roleOptions={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        personOptions={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
        entityTypes={facets.data?.entityTypes ?? []}
        actions={facets.data?.actions ?? []}
      />

      <section aria-labelledby="history-results-heading" className="flex flex-col gap-3">
        <SectionHeading
          id="history-results-heading"
          title={filtered ? 'Matching changes' : 'All changes'}
          count={
            history.isSuccess
              ? total === 0
                ? 'No changes'
                : `${capped ? `${totalText} changes` : plural(total, 'change')}, newest first`
              : null
          }
          live
        />

        {history.isPending ? (
          <HistorySkeleton />
        ) : history.isError && !history.data ? (
          <QueryErrorState title="The history could not be loaded" query={history} />
        ) : events.length === 0 ? (
          filters.page > 1 && total > 0 ? (
            <EmptyState
              icon={HistoryIcon}
              title={`There is no page ${filters.page}.`}
              description={
                capped
                  ? `Fewer changes than that match: they end before page ${filters.page}.`
                  : `These changes fill ${plural(pageCount, 'page')}.`
              }
              action={
                <Button variant="outline" onClick={() => setFilters({ ...filters, page: 1 })}>
                  Go to the first page
                </Button>
              }
            />
          ) : onlyProcess && filters.page === 1 ? (
            <EmptyState
              icon={HistoryIcon}
              title="No changes recorded for this process yet."
              description="Its edits, artifacts and training material will be listed here as they change."
              action={
                chosenProcess.isSuccess ? (
                  <Button variant="outline" asChild>
                    <Link href={paths.process(filters.processId)}>Open the process</Link>
                  </Button>
                ) : undefined
              }
            />
          ) : filtered || filters.page > 1 ? (
            <NoMatches
              icon={SearchXIcon}
              title="No changes match these filters."
              description="Try a wider date range, another kind of change, or fewer words."
              onClear={() => setFilters(EMPTY_HISTORY_FILTERS)}
              clearLabel="Clear filters"
            />
          ) : (
            <EmptyState
              icon={HistoryIcon}
              title="No changes recorded yet."
              description="Every change to a job role, process, artifact or training document will be listed here."
            />
          )
        ) : (
          <>
            {history.isError ? (
              <QueryErrorState title="The latest results could not be loaded" query={history} />
            ) : null}
            <HistoryList events={events} format={format} stale={history.isPlaceholderData} />
            <PageNav
              label="Pages of changes"
              summary={
                <>
                  Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')}
                  {/* Past a capped count, "of 100+" would read as less than what is shown. */}
                  {capped && last > total ? null : ` of ${totalText}`}
                </>
              }
              // The number of pages is not known past a capped count.
              showPageOf={!capped}
              page={filters.page}
              pageCount={pageCount}
              busy={history.isPlaceholderData}
              onPage={goToPage}
            />
          </>
        )}
      </section>
    </div>
  );
}
