import { audienceFilterOptions } from '@core/rules/audience';
import type { Readiness } from '@core/schemas/readiness';
import { FilterXIcon, GaugeIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { useDivisions } from '../../api/divisions/get-divisions';
import { useReadiness } from '../../api/readiness/get-readiness';
import { AudienceFiltersCard } from '../../components/audience/audience-filters-card';
import { EmptyState, NoMatches } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { plural } from '../../lib/format';
import { paths } from '../../lib/paths';
import {
  EMPTY_READINESS_VIEW,
  isFiltered,
  type ReadinessView,
  withFilters,
  withSort,
} from '../../lib/readiness-view';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ExportButtons } from './components/export-buttons';
import { FiguresLegend } from './components/figures-legend';
import { JobRoleReadinessTable } from './components/job-role-readiness-table';
import { ProcessReadinessTable, ProcessSortSelect } from './components/process-readiness-table';
import { ReadinessHeatMap } from './components/readiness-heat-map';
import { ReadinessSection } from './components/readiness-section';
import { ReadinessSkeleton } from './components/readiness-skeleton';
import { ReadinessSummaryCards } from './components/readiness-summary-cards';
import { TrainingDemandView } from './components/training-demand';
import { UnmappedRolesNotice } from './components/unmapped-roles-notice';
import { useReadinessView } from './use-readiness-view';

const TITLE = 'Change Readiness';

/** Change Readiness (/readiness): coverage, impact, training material and audience, filtered like /training. */
export function ReadinessPage() {
  useDocumentTitle(TITLE);
  const [view, setView] = useReadinessView();
  const readiness = useReadiness(view);
  const divisions = useDivisions();
  const options = useMemo(() => audienceFilterOptions(divisions.data ?? []), [divisions.data]);
  const filtered = isFiltered(view);
  const clearFilters = () => setView(withFilters(view, EMPTY_READINESS_VIEW.filters));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumb={[{ label: 'Dashboard', href: paths.dashboard() }, { label: TITLE }]}
        title={TITLE}
        description="Pain points resolved, change impact assessed and training in place — by process, job role and division."
      />

      <AudienceFiltersCard
        filters={view.filters}
        options={options}
        onChange={(filters) => setView(withFilters(view, filters))}
      />

      {readiness.isPending ? (
        <ReadinessSkeleton />
      ) : readiness.isError && !readiness.data ? (
        <QueryErrorState title="The readiness figures could not be loaded" query={readiness} />
      ) : (
        <>
          {readiness.isError ? (
            <QueryErrorState title="The latest figures could not be loaded" query={readiness} />
          ) : null}
          <ReadinessContent
            data={readiness.data}
            view={view}
            setView={setView}
            stale={readiness.isPlaceholderData}
            filtered={filtered}
            onClearFilters={clearFilters}
          />
        </>
      )}
    </div>
  );
}

type ReadinessContentProps = {
  data: Readiness;
  view: ReadinessView;
  setView: (next: ReadinessView, options?: { push?: boolean }) => void;
  /** The figures on screen are the previous view's while the next load. */
  stale: boolean;
  filtered: boolean;
  onClearFilters: () => void;
};

function ReadinessContent({ data, view, setView, stale, filtered, onClearFilters }: ReadinessContentProps) {
  if (data.totals.processes === 0 && !filtered) {
    return (
      <EmptyState
        icon={GaugeIcon}
        title="No processes to assess yet."
        description="Readiness is measured per process: document a process under a job role, track its pain points and assess its change impact, and its figures appear here."
        action={
          <Button asChild>
            <Link href={paths.dashboard()}>
              <PlusIcon aria-hidden="true" />
              Create a process on the Dashboard
            </Link>
          </Button>
        }
      />
    );
  }
  if (filtered && (data.totals.processes === 0 || data.heatMap.divisions.length === 0)) {
    return (
      <NoMatches
        icon={SearchXIcon}
        title="No processes or divisions match these filters."
        description="Remove a filter, or clear them all to see every process and division."
        onClear={onClearFilters}
        clearLabel="Clear All Filters"
        clearIcon={FilterXIcon}
      />
    );
  }

  const { processes } = data;
  const pastEnd = processes.items.length === 0 && processes.total > 0;
  return (
    <>
      <UnmappedRolesNotice roles={data.unmappedJobRoles} />

      <div className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        <ReadinessSummaryCards totals={data.totals} />
      </div>

      <ReadinessSection
        id="readiness-processes"
        title="Readiness by Process"
        description={`${plural(processes.total, 'process', 'processes')}${filtered ? ' (filtered)' : ''}; people counted within the filters.`}
        stale={stale}
        actions={
          <>
            <ProcessSortSelect value={view.sort} onChange={(sort) => setView(withSort(view, sort))} />
            <ExportButtons table="processes" tableLabel="per-process table" view={view} />
          </>
        }
      >
        {pastEnd ? (
          <EmptyState
            title={`There is no page ${view.page}.`}
            description={`These processes fill ${plural(Math.ceil(processes.total / processes.limit), 'page')}.`}
            action={
              <Button variant="outline" onClick={() => setView({ ...view, page: 1 })}>
                Go to the first page
              </Button>
            }
          />
        ) : (
          <ProcessReadinessTable
            processes={processes}
            loading={stale}
            onPage={(page) => setView({ ...view, page }, { push: true })}
          />
        )}
      </ReadinessSection>

      <ReadinessSection
        id="readiness-job-roles"
        title="Readiness by Job Role"
        description="The same figures per job role; its people are the employees holding its division role titles."
        stale={stale}
        actions={<ExportButtons table="job-roles" tableLabel="per-job-role table" view={view} />}
      >
        <JobRoleReadinessTable rows={data.jobRoles} />
        <FiguresLegend />
      </ReadinessSection>

      <ReadinessSection
        id="readiness-heat-map"
        title="Impact Heat Map"
        description={`People affected per job role and division: ${plural(data.heatMap.rows.length, 'job role')} × ${plural(data.heatMap.divisions.length, 'division')}, coloured by each role's highest impact.`}
        stale={stale}
        actions={<ExportButtons table="heat-map" tableLabel="heat map" view={view} />}
      >
        {data.heatMap.rows.length > 0 ? (
          <ReadinessHeatMap heatMap={data.heatMap} />
        ) : (
          <p className="text-slate-600 text-sm">
            No job role with processes counts anyone in these divisions.
          </p>
        )}
      </ReadinessSection>

      <ReadinessSection
        id="readiness-training-demand"
        title="Training Demand"
        description="Seats each tier needs in each division, by the rule below."
        stale={stale}
        actions={<ExportButtons table="training-demand" tableLabel="training demand table" view={view} />}
      >
        <TrainingDemandView demand={data.trainingDemand} />
      </ReadinessSection>
    </>
  );
}
