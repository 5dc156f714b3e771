import { readWorkflowMap } from '@core/artifact-types';
import { COMPARISON_ROWS, pickRowArtifact } from '@core/rules/artifact-shapes';
import type { Artifact } from '@core/schemas/artifact';
import type { MapChange } from '@core/schemas/map-diff';
import { useMemo, useState } from 'react';
import { useVersionMapDiff } from '../../../api/reviews/published-versions';
import { BpmnDiagram } from '../../../components/bpmn-viewer/bpmn-diagram';
import { type DiagramSide, marksFor, sidesOf } from '../../../components/bpmn-viewer/markers.model';
import { cn } from '../../../lib/utils';
import { MapDifferences, type MapDiffState, MarksLegend } from '../../comparison';

const WORKFLOW_ROW = COMPARISON_ROWS.find((row) => row.key === 'workflow_map')!;
const STATES = [
  { state: 'to_be', label: 'To-Be' },
  { state: 'as_is', label: 'As-Is' },
] as const;

/** The workflow maps (To-Be, then As-Is) whose diagram changed since it was published. */
export function VersionMapChanges({
  versionId,
  published,
  current,
}: {
  versionId: string | null;
  published: Artifact[];
  current: Artifact[];
}) {
  if (!versionId) return null;
  return (
    <>
      {STATES.map(({ state, label }) => {
        const before = pickRowArtifact(published, WORKFLOW_ROW, state);
        const after = pickRowArtifact(current, WORKFLOW_ROW, state);
        const b = readWorkflowMap(before?.content).diagram;
        const a = readWorkflowMap(after?.content).diagram;
        // A diagram that is the same as published has nothing to show.
        if (!before || !after || !b || !a || b.bpmn === a.bpmn) return null;
        return (
          <MapPair
            key={state}
            versionId={versionId}
            state={state}
            label={label}
            before={{ artifact: before, xml: b.bpmn, summary: b.summary }}
            after={{ artifact: after, xml: a.bpmn, summary: a.summary }}
          />
        );
      })}
    </>
  );
}

type Side = {
  artifact: Artifact;
  xml: string;
  summary: NonNullable<ReturnType<typeof readWorkflowMap>['diagram']>['summary'];
};

/**
 * One map as published beside the map now, in the bpmn-js viewer, with Show changes: the marks on
 * both canvases and the list of differences (a click brings the element into view).
 */
function MapPair({
  versionId,
  state,
  label,
  before,
  after,
}: {
  versionId: string;
  state: 'as_is' | 'to_be';
  label: string;
  before: Side;
  after: Side;
}) {
  const [showChanges, setShowChanges] = useState(true);
  const [focus, setFocus] = useState<Record<DiagramSide, { id: string } | null>>({
    as_is: null,
    to_be: null,
  });
  const query = useVersionMapDiff(
    versionId,
    state,
    `${after.artifact.id}:${after.artifact.revision}`,
    showChanges,
  );
  const diff = showChanges ? (query.data ?? null) : null;
  const marks = useMemo(() => ({ as_is: marksFor(diff, 'as_is'), to_be: marksFor(diff, 'to_be') }), [diff]);
  const state_: MapDiffState = {
    active: showChanges,
    diff,
    loading: showChanges && query.isPending,
    error: showChanges ? query.error : null,
    retry: () => void query.refetch(),
    marks,
    focus,
    focusChange: (change: MapChange) => {
      const sides = sidesOf(change);
      setFocus({
        as_is: sides.includes('as_is') ? { id: change.elementId } : null,
        to_be: sides.includes('to_be') ? { id: change.elementId } : null,
      });
    },
  };
  const headingId = `version-map-${state}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900 text-sm">
          {label} workflow map diagram
        </h3>
        <button
          type="button"
          aria-pressed={showChanges}
          onClick={() => setShowChanges(!showChanges)}
          className={cn(
            'inline-flex h-8 items-center rounded-md border px-3 font-medium text-sm transition-colors',
            showChanges
              ? 'border-brand-300 bg-brand-50 text-brand-900 hover:bg-brand-100'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
          )}
        >
          Show changes
        </button>
      </div>
      <MapDifferences state={state_} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {(
          [
            ['as_is', 'As published', before],
            ['to_be', 'Now', after],
          ] as const
        ).map(([side, caption, s]) => (
          <figure key={side} className="flex min-w-0 flex-col gap-2">
            <figcaption className="font-medium text-slate-700 text-xs uppercase tracking-wide">
              {caption}
            </figcaption>
            {showChanges && diff?.available ? <MarksLegend marks={marks[side]} /> : null}
            <BpmnDiagram
              xml={s.xml}
              summary={s.summary}
              title={`${s.artifact.name} (${label}, ${caption.toLowerCase()})`}
              marks={showChanges ? marks[side] : []}
              focus={focus[side]}
              fileName={`${s.artifact.name} ${label} ${caption}`}
              artifactId={side === 'to_be' ? s.artifact.id : null}
            />
          </figure>
        ))}
      </div>
    </section>
  );
}
