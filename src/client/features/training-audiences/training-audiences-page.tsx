import {
  audienceFilterOptions,
  audienceMatrix,
  audienceSummary,
  hasActiveFilters,
  knownFilters,
} from '@core/rules/audience';
import {
  DownloadIcon,
  FilterXIcon,
  LoaderCircleIcon,
  SearchXIcon,
  UploadIcon,
  UsersIcon,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useDivisions } from '../../api/divisions/get-divisions';
import { AudienceFiltersCard } from '../../components/audience/audience-filters-card';
import { AudienceMatrixTable } from '../../components/audience/audience-matrix-table';
import { EmptyState, NoMatches } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { plural } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AudienceSummaryCards } from './components/audience-summary-cards';
import { DivisionCards } from './components/division-cards';
import { exportAudienceCsv } from './export-audience-csv';
import { useAudienceFilters } from './use-audience-filters';

const TITLE = 'Training Audiences';

function AudiencesSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading divisions…</span>
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-[104px] rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-32 rounded-lg" />
      <Skeleton className="h-96 rounded-lg" />
    </div>
  );
}

/** Training Audiences (/training): who holds which role in which division, filtered and exportable. */
export function TrainingAudiencesPage() {
  useDocumentTitle(TITLE);
  const divisions = useDivisions();
  const [urlFilters, setFilters] = useAudienceFilters();
  const [exporting, setExporting] = useState(false);

  const all = divisions.data ?? [];
  const options = useMemo(() => audienceFilterOptions(divisions.data ?? []), [divisions.data]);
  // Values the data does not hold (an old link) are ignored until the next change rewrites the URL.
  const filters = useMemo(
    () => (divisions.data ? knownFilters(urlFilters, options) : urlFilters),
    [divisions.data, urlFilters, options],
  );
  const summary = useMemo(() => audienceSummary(all, filters), [all, filters]);
  const matrix = useMemo(() => audienceMatrix(all, filters), [all, filters]);
  const filtered = hasActiveFilters(filters);

  const onExport = async () => {
    setExporting(true);
    try {
      const { fileName, rows } = await exportAudienceCsv(all, filters);
      toast({ title: 'CSV Exported', description: `${fileName}: ${plural(rows, 'division-role row')}.` });
    } catch (err) {
      toast({ title: 'Export Failed', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumb={[{ label: 'Dashboard', href: paths.dashboard() }, { label: TITLE }]}
        title={TITLE}
        description="Role by divisions matrix for all locations — who needs training, and where."
        actions={
          <Button
            variant="outline"
            onClick={onExport}
            disabled={!divisions.isSuccess || exporting || matrix.columns.length === 0}
          >
            {exporting ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <DownloadIcon aria-hidden="true" />
            )}
            Export CSV
          </Button>
        }
      />

      {divisions.isPending ? (
        <AudiencesSkeleton />
      ) : divisions.isError ? (
        <QueryErrorState title="The divisions could not be loaded" query={divisions} />
      ) : (
        <>
          <AudienceSummaryCards
            summary={summary}
            roleFilterActive={filters.roles.length > 0}
            knownRoles={options.roles.length}
          />

          <AudienceFiltersCard filters={filters} options={options} onChange={setFilters} />

          <Card>
            <section aria-labelledby="audience-matrix-heading" className="flex flex-col gap-4 p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id="audience-matrix-heading" className="font-semibold text-base text-slate-900">
                  Role × Division Matrix
                </h2>
                {matrix.columns.length > 0 ? (
                  <p className="text-slate-600 text-xs tabular-nums">
                    {plural(matrix.rows.length, 'role')} × {plural(matrix.columns.length, 'division')}
                    {filtered ? ' (filtered)' : ''} · roles by headcount, largest first
                  </p>
                ) : null}
              </div>
              {matrix.columns.length > 0 ? (
                <AudienceMatrixTable matrix={matrix} label="Role by division matrix" />
              ) : !filtered ? (
                // No filter to clear (spec §2: Clear All Filters only "when any filter is set"):
                // the database holds no divisions, and the headcount CSV import brings them.
                <EmptyState
                  icon={UsersIcon}
                  title="No divisions yet."
                  description="Import the role-by-division headcount CSV through Bulk Import to fill the matrix."
                  action={
                    <Button variant="outline" asChild>
                      <Link href={paths.bulkImport()}>
                        <UploadIcon aria-hidden="true" />
                        Bulk Import
                      </Link>
                    </Button>
                  }
                  className="border-slate-200"
                />
              ) : (
                <NoMatches
                  icon={SearchXIcon}
                  title="No divisions match these filters."
                  description="Remove a filter, or clear them all to see every division."
                  onClear={() => setFilters({ states: [], roles: [], divisions: [] })}
                  clearLabel="Clear All Filters"
                  clearIcon={FilterXIcon}
                  className="border-slate-200"
                />
              )}
            </section>
          </Card>

          {matrix.columns.length > 0 ? (
            <section aria-labelledby="division-details-heading" className="flex flex-col gap-4">
              <div className="flex items-baseline justify-between gap-3">
                <h2 id="division-details-heading" className="font-semibold text-lg text-slate-900">
                  Division Details
                </h2>
                <p className="text-slate-600 text-xs tabular-nums">
                  {plural(matrix.columns.length, 'division')}
                </p>
              </div>
              <DivisionCards divisions={matrix.columns} roles={filters.roles} />
            </section>
          ) : null}
        </>
      )}

      <footer className="border-slate-200 border-t pt-4 text-center text-slate-600 text-xs">
        Division and headcount data provided by HR Workforce Planning.
      </footer>
    </div>
  );
}
