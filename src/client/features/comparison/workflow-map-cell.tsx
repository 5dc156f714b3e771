import type { Artifact } from '@core/schemas/artifact';
import type * as React from 'react';
import { WorkflowMapBody } from '../../components/artifact-renderers/workflow-map';
import { workflowSummary } from '../../components/artifact-renderers/workflow-map.model';
import { diagramDownloadName } from '../../components/bpmn-viewer/file-names';
import type { ComparisonState } from './comparison-card';
import { useMapDiffState } from './map-diff-context';
import { MapDifferences, MarksLegend } from './map-differences';

/**
 * The workflow map cell's body: the diagram (with Show changes, its marks and a legend; in the
 * To-Be, the list of differences under it) or the picture, then the map's facts.
 */
export function WorkflowMapCellBody({
  artifact,
  state,
  imageUrl,
  onLayoutChange,
  rowChanges,
}: {
  artifact: Artifact;
  state: ComparisonState;
  imageUrl: string | null;
  onLayoutChange: () => void;
  /** Show changes' strip of the row's other differences (steps, times), under the diagram. */
  rowChanges?: React.ReactNode;
}) {
  const diff = useMapDiffState();
  const marks = diff.marks[state];
  return (
    <WorkflowMapBody
      name={artifact.name}
      imageUrl={imageUrl}
      summary={workflowSummary(artifact.content)}
      tone={state}
      onLayoutChange={onLayoutChange}
      diagram={{
        artifactId: artifact.id,
        fileName: diagramDownloadName(artifact.name, state),
        marks,
        focus: diff.focus[state],
      }}
    >
      {diff.active && diff.diff?.available ? <MarksLegend marks={marks} /> : null}
      {state === 'to_be' ? <MapDifferences state={diff} /> : null}
      {rowChanges ? <div className="-mx-4 border-slate-100 border-b">{rowChanges}</div> : null}
    </WorkflowMapBody>
  );
}
