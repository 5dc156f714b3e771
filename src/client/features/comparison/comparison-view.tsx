import { diffArtifacts } from '@core/rules/artifact-diff';
import { COMPARISON_ROWS, pickRowArtifact } from '@core/rules/artifact-shapes';
import type { Artifact } from '@core/schemas/artifact';
import type { Process } from '@core/schemas/process';
import { useMemo } from 'react';
import { useFieldServiceProduct } from '../../api/settings/get-settings';
import { useMinWidth } from '../../lib/use-min-width';
import type { ComparisonState } from './comparison-card';
import { ComparisonCell } from './comparison-cell';
import { COLUMNS, type ComparisonColumn, ComparisonColumnHeader } from './comparison-column-header';
import { comparisonMetrics } from './comparison-model';
import { ComparisonSummary } from './comparison-summary';
import { ComparisonEditingProvider } from './editors/comparison-editing';
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

/** The column headers line up too, so the first cards start level. */
const ROW_KEYS = ['header', ...COMPARISON_ROWS.map((r) => r.key)];

/**
 * The comparison's own width (not the window's: the sidebar takes 256 px from 1024 px up) from
 * which the two states stand side by side: two columns of at least 374 px, as wide as the cards
 * are on a large phone, where everything in them is laid out to read. Narrower, each row's two
 * cards are stacked as a pair. (A 1100 px window with the sidebar gives 780 px; 1024 px, 704.)
 */
const SIDE_BY_SIDE_MIN_WIDTH = 768;

/**
 * The side-by-side comparison (spec §2): As-Is on the left in a neutral tone, To-Be on the right
 * in the accent tone, six rows whose two cells are lined up to equal heights, and the workflow
 * metrics above them. On a narrower screen each row's As-Is card sits above its To-Be card.
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
  const [layoutRef, sideBySide] = useMinWidth<HTMLDivElement>(SIDE_BY_SIDE_MIN_WIDTH);

  const header = (column: ComparisonColumn) => ({
    column,
    count: rows.filter((r) => r[column.state]).length,
    total: rows.length,
    jobRoleName,
  });
  const cell = (r: (typeof rows)[number], state: ComparisonState) => (
    <ComparisonCell
      key={`${r.row.key}:${state}`}
      row={r.row}
      state={state}
      artifact={r[state]}
      improved={!!(r.as_is && r.to_be)}
      processId={process.id}
      productName={productName}
      cardRef={heights.refFor(r.row.key, state)}
      onLayoutChange={heights.request}
      diff={state === 'to_be' ? diffs?.get(r.row.key) : undefined}
      snapshot={snapshot}
    />
  );

  const view = (
    <MapDiffProvider
      processId={process.id}
      asIs={maps?.as_is}
      toBe={maps?.to_be}
      showChanges={showChanges && !snapshot}
    >
      <div ref={layoutRef} className="flex flex-col gap-5">
        <ComparisonSummary metrics={metrics} />
        {sideBySide ? (
          <div className="grid grid-cols-2 items-start gap-5">
            {COLUMNS.map((column) => {
              const headingId = `comparison-${process.id}-${column.state}`;
              return (
                <section
                  key={column.state}
                  aria-labelledby={headingId}
                  className="flex min-w-0 flex-col gap-4"
                >
                  <ComparisonColumnHeader
                    {...header(column)}
                    headingId={headingId}
                    headerRef={heights.refFor('header', column.state)}
                  />
                  {rows.map((r) => cell(r, column.state))}
                </section>
              );
            })}
          </div>
        ) : (
          <div className="group/comparison flex flex-col gap-5" data-layout="stacked">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {COLUMNS.map((column) => (
                <ComparisonColumnHeader key={column.state} {...header(column)} />
              ))}
            </div>
            {rows.map((r) => {
              const headingId = `comparison-${process.id}-${r.row.key}`;
              return (
                <section
                  key={r.row.key}
                  aria-labelledby={headingId}
                  className="flex min-w-0 flex-col gap-2 rounded-xl bg-slate-200/50 p-1.5 sm:p-2"
                >
                  <h2 id={headingId} className="sr-only">
                    {r.row.label}: As-Is and To-Be
                  </h2>
                  {COLUMNS.map((column) => cell(r, column.state))}
                </section>
              );
            })}
          </div>
        )}
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
