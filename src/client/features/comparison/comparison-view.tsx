import { diffArtifacts } from '@core/rules/artifact-diff';
import { COMPARISON_ROWS, pickRowArtifact } from '@core/rules/artifact-shapes';
import type { Artifact } from '@core/schemas/artifact';
import type { Process } from '@core/schemas/process';
import { useMemo } from 'react';
import { useFieldServiceProduct } from '../../api/settings/get-settings';
import { cn } from '../../lib/utils';
import type { ComparisonState } from './comparison-card';
import { ComparisonCell } from './comparison-cell';
import { comparisonMetrics } from './comparison-model';
import { ComparisonSummary } from './comparison-summary';
import { ComparisonEditingProvider, CopyAllToBeButton } from './editors/comparison-editing';
import { MapDiffProvider } from './map-diff-context';
import { useEqualRowHeights } from './use-equal-row-heights';
import { useShowChanges } from './use-show-changes';

export { WorkflowMapViewer } from '../../components/image-viewer/workflow-map-viewer';

export interface ComparisonViewProps {
  process: Process;
  /** The process's artifacts (GET /api/artifacts?processId=), both states. */
  artifacts: Artifact[];
  jobRoleName?: string | null;
  /**
   * A published version's artifacts: read-only, and without the diagrams' marks (the server
   * compares the process's maps as they are now, not as published).
   */
  snapshot?: boolean;
}

const COLUMNS: { state: ComparisonState; title: string; today: boolean }[] = [
  { state: 'as_is', title: 'As-Is (Current State)', today: true },
  { state: 'to_be', title: 'To-Be (Future State)', today: false },
];

/** The column headers line up too, so the first cards start level. */
const ROW_KEYS = ['header', ...COMPARISON_ROWS.map((r) => r.key)];

function roleKnown(name: string | null | undefined): name is string {
  return !!name && name !== 'Unknown Role' && name !== '…';
}

/**
 * The side-by-side comparison (spec §2): As-Is on the left in a neutral tone, To-Be on the right
 * in the accent tone, six rows whose two cells are lined up to equal heights, and the workflow
 * metrics above them.
 */
export function ComparisonView({ process, artifacts, jobRoleName, snapshot = false }: ComparisonViewProps) {
  const productName = useFieldServiceProduct();
  const rows = useMemo(
    () =>
      COMPARISON_ROWS.map((row) => ({
        row,
        as_is: pickRowArtifact(artifacts, row, 'as_is'),
        to_be: pickRowArtifact(artifacts, row, 'to_be'),
      })),
    [artifacts],
  );
  const [showChanges] = useShowChanges();
  // Computed only while shown; keyed by row so each To-Be card finds its own.
  const diffs = useMemo(
    () => (showChanges ? new Map(diffArtifacts(artifacts).map((d) => [d.rowKey, d])) : null),
    [showChanges, artifacts],
  );
  const layoutKey = `${artifacts.map((a) => `${a.id}:${a.revision}`).join('|')}|changes:${showChanges}`;
  const heights = useEqualRowHeights(ROW_KEYS, layoutKey);
  const maps = rows.find((r) => r.row.key === 'workflow_map');
  const metrics = comparisonMetrics(maps?.as_is?.content, maps?.to_be?.content);

  const view = (
    <MapDiffProvider
      processId={process.id}
      asIs={maps?.as_is}
      toBe={maps?.to_be}
      showChanges={showChanges && !snapshot}
    >
      <div className="flex flex-col gap-5">
        <ComparisonSummary metrics={metrics} />
        <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
          {COLUMNS.map((column) => {
            const headingId = `comparison-${process.id}-${column.state}`;
            const count = rows.filter((r) => r[column.state]).length;
            const toBe = column.state === 'to_be';
            return (
              <section key={column.state} aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
                <header
                  ref={heights.refFor('header', column.state)}
                  className={cn(
                    'flex flex-col gap-0.5 rounded-lg border px-4 py-3',
                    toBe ? 'border-brand-200 bg-brand-50' : 'border-slate-300 bg-slate-100',
                  )}
                >
                  <div className="flex items-center justify-between gap-3">
                    <h2
                      id={headingId}
                      className={cn(
                        'flex min-w-0 items-center gap-2 font-semibold text-base',
                        toBe ? 'text-brand-900' : 'text-slate-900',
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          'size-2.5 shrink-0 rounded-full',
                          toBe ? 'bg-brand-600' : 'bg-slate-500',
                        )}
                      />
                      {column.title}
                    </h2>
                    <span
                      className={cn(
                        'hidden shrink-0 rounded-md border px-2 py-0.5 font-medium text-xs tabular-nums xl:inline-flex',
                        toBe
                          ? 'border-brand-200 bg-white text-brand-800'
                          : 'border-slate-300 bg-white text-slate-700',
                      )}
                    >
                      {count} of {rows.length} documented
                    </span>
                  </div>
                  <div className="flex items-center justify-between gap-3">
                    <p className={cn('min-w-0 text-xs', toBe ? 'text-brand-800' : 'text-slate-600')}>
                      {roleKnown(jobRoleName)
                        ? column.today
                          ? `How the ${jobRoleName} works today`
                          : `How the ${jobRoleName} will work`
                        : column.today
                          ? 'How the process runs today'
                          : 'How the process will run'}
                    </p>
                    {column.today ? <CopyAllToBeButton /> : null}
                  </div>
                </header>
                {rows.map((r) => {
                  const diff = toBe ? diffs?.get(r.row.key) : undefined;
                  return (
                    <ComparisonCell
                      key={r.row.key}
                      row={r.row}
                      state={column.state}
                      artifact={r[column.state]}
                      improved={!!(r.as_is && r.to_be)}
                      processId={process.id}
                      productName={productName}
                      cardRef={heights.refFor(r.row.key, column.state)}
                      onLayoutChange={heights.request}
                      diff={diff}
                      snapshot={snapshot}
                    />
                  );
                })}
              </section>
            );
          })}
        </div>
      </div>
    </MapDiffProvider>
  );
  if (snapshot) return view;
  return (
    <ComparisonEditingProvider processId={process.id} artifacts={artifacts}>
      {view}
    </ComparisonEditingProvider>
  );
}
